// The listing page's map is far below the fold: Leaflet and the map load only when it scrolls near
// (docs/decisions/004-web-performance.md).
import { expect, test } from './fixtures';

/**
 * The lazy chunk of components/map/listing-map.tsx, which holds Leaflet and react-leaflet (and brings Leaflet's
 * CSS); not listing-map.module-*.js, the placeholder's class names.
 */
const MAP_CHUNK = /\/assets\/listing-map-[\w-]+\.js$/;

test('loads the map of a listing only when it scrolls into view', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  const search = await request.get('/api/airports/dfw/listings');
  const [first] = ((await search.json()) as { data: { id: number; title: string }[] }).data;
  const mapRequests: string[] = [];
  page.on('request', (r) => {
    if (MAP_CHUNK.test(new URL(r.url()).pathname)) mapRequests.push(r.url());
  });

  await page.goto(`/listing/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mapRequests, 'the map chunk before scrolling').toEqual([]);
  const map = page.getByRole('region', { name: `Map of ${first!.title}` });
  await expect(map).toHaveCount(0);

  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect(map.getByRole('button', { name: first!.title })).toBeVisible();
  expect(mapRequests.length).toBeGreaterThan(0);
});
