import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, signedInMember, signUp, suiteApp, userRow } from '../../../test/factory';
import { multipartFile } from '../../../test/multipart';

const t = suiteApp();

const profile = {
  first_name: 'Morgan',
  last_name: 'Lee',
  display_name: 'MoLee',
  phone_number: '312 555 0199',
  country_code: 'US',
  birthdate_year: 1985,
  birthdate_month: 7,
  birthdate_day: 4,
  about: 'Flight attendant based at ORD, quiet and tidy.',
};

describe('POST /api/account/user/update', () => {
  it("updates the member's own profile and nobody else's", async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/user/update',
      headers: bearer(member.token),
      payload: profile,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Morgan',
      display_name: 'MoLee',
      birthdate_year: 1985,
      about: profile.about,
    });
    expect((await userRow(t.db, other.user.id)).firstName).toBe('Jamie');
  });

  it.each([
    [{ first_name: ' ' }, 'please enter your first name'],
    [{ last_name: '' }, 'please enter your last name'],
    [{ phone_number: '555' }, 'please enter valid phone number'],
    [{ birthdate_year: null }, 'please select your birth year'],
    [{ birthdate_month: '' }, 'please select your birth month'],
    [{ birthdate_day: null }, 'please select your birth day'],
    [{ display_name: 'Mo' }, 'display name must be at least 3 characters'],
    [{ about: 'x'.repeat(2001) }, 'about must be at most 2000 characters'],
    [{ birthdate_year: 2147483648 }, 'please select your birth year'],
    [{ birthdate_year: 3000 }, 'please select your birth year'],
    [{ birthdate_month: 13 }, 'please select your birth month'],
    [{ birthdate_day: 40 }, 'please select your birth day'],
    [{ birthdate_month: 4, birthdate_day: 31 }, 'please select your birth day'],
    [{ gender: 'robot' }, 'please select your gender'],
    [{ country_code: 'ZZ' }, 'please select your country'],
  ])('refuses %j and changes nothing', async (change, message) => {
    const member = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/user/update',
      headers: bearer(member.token),
      payload: { ...profile, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await userRow(t.db, member.user.id)).firstName).toBe('Jamie');
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account/user/update', payload: profile })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/upload/user/images', () => {
  it('stores a square photo without metadata, rotated upright, and serves it with a long cache', async () => {
    const member = await signUp(t.app);
    // 300x150 landscape photo taken "sideways": EXIF orientation 6 means rotate 90° to display.
    const photo = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/user/images',
      ...withAuth(multipartFile('image', 'me.txt', 'text/plain', photo), member.token),
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/uploads/users/${member.user.id}/[0-9a-f]{24}\\.webp$`));
    expect((await userRow(t.db, member.user.id)).photo).toBe(url);

    const stored = await readFile(join(t.config.dataDir, url.replace('/uploads/', 'uploads/')));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses a file that is not an image, whatever its name, and keeps the old photo', async () => {
    const member = await signUp(t.app);
    const fake = Buffer.from('<?php echo "hello"; ?>');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/user/images',
      ...withAuth(multipartFile('image', 'photo.jpg', 'image/jpeg', fake), member.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'This file is not an image we can read (jpg, png or webp).',
    });
    expect((await userRow(t.db, member.user.id)).photo).toBeNull();
  });

  it('refuses an image over 6 MB', async () => {
    const member = await signUp(t.app);
    const big = Buffer.alloc(6 * 1024 * 1024 + 10, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/user/images',
      ...withAuth(multipartFile('image', 'big.jpg', 'image/jpeg', big), member.token),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'The image must be at most 6 MB.' });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/user/images',
      ...multipartFile('image', 'a.jpg', 'image/jpeg', Buffer.from('x')),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/approval-public-phone', () => {
  it('lets a lister show the phone to all members (1) or only to tenants (2)', async () => {
    const { token } = await signedInMember(t, { userPlan: 'basic', totalLocation: 1 });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/user/approval-public-phone',
      headers: bearer(token),
      payload: { approval_public_phone: 1, approval_public_phone_user: 1 },
    });
    expect(all.json()).toMatchObject({ approval_public_phone_user: 1, approval_public_phone_tenant: 0 });
    const tenants = await t.app.inject({
      method: 'POST',
      url: '/api/user/approval-public-phone',
      headers: bearer(token),
      payload: { approval_public_phone: 2, approval_public_phone_tenant: 2 },
    });
    expect(tenants.json()).toMatchObject({ approval_public_phone_user: 1, approval_public_phone_tenant: 2 });
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/user/approval-public-phone',
      headers: bearer(token),
      payload: { approval_public_phone: 1, approval_public_phone_user: 0 },
    });
    expect(off.json()).toMatchObject({ approval_public_phone_user: 0 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/approval-public-phone',
      headers: bearer(token),
      payload: { approval_public_phone: 3 },
    });
    expect(bad.json()).toMatchObject({ message: 'approval_public_phone must be 1 or 2' });
  });

  it('is for listers only', async () => {
    const member = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/approval-public-phone',
      headers: bearer(member.token),
      payload: { approval_public_phone: 1 },
    });
    expect(res.statusCode).toBe(403);
  });
});

function withAuth(request: { payload: Buffer; headers: Record<string, string> }, token: string) {
  return { payload: request.payload, headers: { ...request.headers, ...bearer(token) } };
}
