// The listing page's map is far below the fold: Leaflet and the map load only when it scrolls near
// (docs/decisions/004-web-performance.md).
import { expect, expectAccessible, test } from './fixtures';

/**
 * The lazy chunk of components/map/listing-map.tsx, which holds Leaflet and react-leaflet (and brings Leaflet's
 * CSS); not listing-map.module-*.js, the placeholder's class names.
 */
const MAP_CHUNK = /\/assets\/listing-map-[\w-]+\.js$/;

test(
  'loads the map of a listing only when it scrolls into view',
  { tag: '@phone' },
  async ({ page, request, consoleErrors: _ }) => {
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
  },
);

/** "$400", "$350.50": dollars as the site writes them (packages/shared/src/format/money.ts formatDollars). */
const dollars = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;

// docs/decisions/046-flows-and-looks.md: a search marker's popup tells what the card tells, and links to the listing.
test('a search marker’s popup shows the price per month, the beds free and a link to the listing', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  type Card = {
    id: number;
    title: string;
    rate_per_from: number;
    rate_per_to: number | null;
    num_vacant_beds: number;
  };
  const cards = ((await (await request.get('/api/airports/dfw/listings')).json()) as { data: Card[] }).data;
  await page.goto('/search/airports/dfw');
  const map = page.getByRole('region', { name: 'Map of crashpads near DFW' });
  await expect(map.getByRole('button', { name: 'Dallas Fort Worth International Airport' })).toBeVisible();
  // a listing with a marker of its own (not grouped with others)
  const titles = await map
    .locator('.leaflet-marker-icon[title]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('title')));
  const card = cards.find((c) => titles.includes(c.title))!;
  expect(card, 'a listing marker of its own').toBeTruthy();
  await map.getByRole('button', { name: card.title, exact: true }).click();
  const popup = map.locator('.leaflet-popup');
  const price =
    card.rate_per_to !== null && card.rate_per_to > card.rate_per_from
      ? `${dollars(card.rate_per_from)} – ${dollars(card.rate_per_to)}`
      : dollars(card.rate_per_from);
  await expect(popup).toContainText(`${price} / month`);
  await expect(popup).toContainText(
    card.num_vacant_beds === 0
      ? 'No vacancy'
      : `${card.num_vacant_beds} ${card.num_vacant_beds === 1 ? 'bed' : 'beds'} free`,
  );
  await expectAccessible(page);
  await popup.getByRole('link', { name: card.title }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${card.id}$`));
});
