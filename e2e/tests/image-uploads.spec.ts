// The uploaders show why the server refused an image (docs/decisions/015-image-safety.md): a picture of more
// than 8,192 × 6,144 pixels, and an upload past the member's minute (UPLOADS_PER_MINUTE=10 in start-server.mjs).
import type { APIRequestContext } from '@playwright/test';
import { pngBomb } from '../../apps/server/test/png-bomb';
import { FIXTURE_PASSWORD, paidLister } from '../fixtures.mjs';
import { apiSignUp, signIn, uniqueEmail } from './accounts-helpers';
import { expect, test } from './fixtures';

const TOO_LARGE = 'The image is too large: at most 8,192 × 6,144 pixels.';
const TOO_MANY = 'Too many uploads. Please wait a minute and try again.';
// 81 megapixels in ~0.2 MB, and an ordinary 640 × 480 picture.
const huge = { name: 'huge.png', mimeType: 'image/png', buffer: pngBomb({ width: 9000, height: 9000 }) };
const photo = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: pngBomb({ width: 640, height: 480, interlaced: false }),
};

/** Uploads a profile photo through the API as this member, for filling their minute's uploads. */
async function uploadsThroughApi(request: APIRequestContext, email: string, password: string, count: number) {
  const login = await request.post('/api/login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/upload/user/images', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { image: photo },
    });
    expect(res.status()).toBe(200);
  }
}

test('the profile photo uploader says when a photo has too many pixels, or the minute too many uploads', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  const { email, password } = await apiSignUp(request, 'photo-limits');
  await signIn(page, email, password);
  await page.goto('/account-setting');
  const chooser = page.getByLabel('Choose a photo');

  await chooser.setInputFiles(huge);
  await expect(page.getByRole('alert').filter({ hasText: TOO_LARGE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a photo' })).toBeVisible();

  await chooser.setInputFiles(photo);
  await expect(page.getByText('Your photo is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();

  // Two uploads so far; eight more fill the minute, and the next one is refused with the server's words.
  await uploadsThroughApi(request, email, password, 8);
  await chooser.setInputFiles(photo);
  await expect(page.getByRole('alert').filter({ hasText: TOO_MANY })).toBeVisible();
});

test('the listing images step says when an image has too many pixels, and takes the others', async ({
  page,
  baseURL,
  consoleErrors: _,
}) => {
  const email = uniqueEmail('images-limits');
  await paidLister(baseURL!, email, 'premium');
  await signIn(page, email, FIXTURE_PASSWORD);
  await page.goto('/create-crashpad');
  await page.getByRole('button', { name: 'Images' }).click();

  await page.locator('input[type="file"]').last().setInputFiles([huge, photo]);
  await expect(page.getByRole('alert').filter({ hasText: TOO_LARGE })).toBeVisible();
  await expect(page.getByText('1 of 15 images')).toBeVisible();
  await expect(page.getByText('Primary', { exact: true })).toHaveCount(1);
});
