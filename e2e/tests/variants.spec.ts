// One walk through each white-label site (docs/decisions/005-site-variants-and-feature-flags.md, addendum; 062; 065),
// on its own server started with the demo data (start-variant-server.mjs): a guest sees the site's name and words,
// events and offers on home, search, the map and a listing; a seeker asks for nights and the listing's lister sees
// the request with its Invite; a host lists a place with a generic type; an admin edits an event. Each member has a
// browser context of their own. Runs only in the variant-* projects (playwright.config.ts).
import type { Browser, Locator, Page } from '@playwright/test';
import { signIn } from './accounts-helpers';
import { apiToken, saveCard } from './crew-helpers';
import { expect, expectAccessible, test, watchErrors } from './fixtures';

/** The site names of packages/shared/src/site/variants.ts, written out: the test says what the site must show. */
const SITE_NAME: Record<string, string> = {
  vacation: 'Stay Near the Gate',
  nurse: 'Nurse Nest',
  aircrew: 'AirCrew Rentals',
};
const PASSWORD = 'crashpad-demo';
const SEEKER = 'seeker@demo.crashpad.test';
// The demo's DFW listings are all Marcus Hale's (apps/server/src/db/seed/demo-listings-data.ts, lister 0);
// lister@demo.crashpad.test keeps none (demo-listings.ts).
const DFW_LISTER = { email: 'lister2@demo.crashpad.test', name: 'MarcusH' };
const HOST = 'lister@demo.crashpad.test';
const ADMIN = 'admin@demo.crashpad.test';
const SEEKER_NAME = 'SamO';

// A 64×48 PNG (as in listings.spec.ts): uploads are checked by content, not by name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsd0l86AF2M8/sAAOhY+T5O6AQuwviK7kHdJ3YAFWF+RXci7pG7AAqyvyC7kXVI3YAHWV2QX8i6pG7AA6yuyC3mX1A1YgPUV2YW8S+oGLMD6iuxC3iV1AxZgfUV2Ie+SugELsL4iu5B3Sd2AxwN+OxN44v0qo9EAAAAASUVORK5CYII=',
  'base64',
);
const DESCRIPTION =
  'A bright three-bedroom house ten minutes from the terminal, with blackout curtains in every room, a full ' +
  'kitchen, fast Wi-Fi, a washer and dryer and free parking. The shuttle stop is two blocks away and the house ' +
  'is cleaned every week between stays.';

/** The product's old word, as any page of another variant must not say it (decision 005, addendum). */
const CRASHPAD = /crash\s?pads?/i;
/** The crashpad site's audience: the nurse and vacation sites speak to their own (docs/decisions/005, addendum). */
const CREW = /\bcrew\b|\bpilots?\b|flight attendants?/i;

/** A day on Dallas's calendar (a DFW listing's), `days` from today there, as yyyy-mm-dd. */
function dallasDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * A browser context of the member's own (no session bleeds between them), signed in unless a guest. Its page
 * errors and console errors fail the test when the member is done, as the `consoleErrors` fixture does.
 */
async function member(browser: Browser, who: string, email?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  if (email) await signIn(page, email, PASSWORD);
  const done = async () => {
    await context.close();
    expect(errors, `errors in the browser console of the ${who}`).toEqual([]);
  };
  return { page, done };
}

/**
 * The header, main content and footer say nothing of crashpads; nor does the tab's title. With `words` = CREW, the
 * product's texts do not speak of crew either (a page with no member's own words in it: home, the info pages).
 */
async function expectVariantWords(page: Page, words = CRASHPAD) {
  const parts = { header: 'banner', main: 'main', footer: 'contentinfo' } as const;
  for (const [name, role] of Object.entries(parts)) {
    const part = page.getByRole(role).first();
    await expect(part).toBeVisible();
    // each line that says it, for the report
    const lines = (await part.innerText())
      .split('\n')
      .filter((line) => CRASHPAD.test(line) || words.test(line));
    expect.soft(lines, `the crashpad site's words in the ${name} of ${page.url()}`).toEqual([]);
  }
  expect.soft(await page.title(), `the title of ${page.url()}`).not.toMatch(words);
}

/** A titled block of event or offer cards ("Upcoming events", "Special offers near DFW") with cards in it. */
async function expectFeedBlock(page: Page, name: string) {
  const cards = page.getByRole('region', { name, exact: true }).getByRole('article');
  await expect(cards.first()).toBeVisible();
}

/** Types into a search box and picks a suggestion; types again if the list closed while it was moving. */
async function chooseOption(page: Page, label: string, text: string, option: RegExp) {
  await expect(async () => {
    await page.getByRole('combobox', { name: label }).fill(text);
    await page.getByRole('option', { name: option }).first().click({ timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
}

/** The map's markers of one layer ("Event", "Offer" drawn on them). */
const layerMarkers = (map: Locator, pin: 'Event' | 'Offer') =>
  map.locator('.leaflet-marker-icon').filter({ hasText: new RegExp(`^${pin}$`) });

test(
  'a guest, a seeker, a lister, a host and an admin walk the site in its own words',
  { tag: '@variant' },
  async ({ browser, request }) => {
    test.setTimeout(180_000);
    const variant = test.info().project.metadata.variant as string;
    const siteName = SITE_NAME[variant];
    if (!siteName) throw new Error(`not a variant project: metadata.variant is ${variant}`);

    // A guest on home: the site's name, the soonest events and offers, and none of the crashpad site's words.
    const guest = await member(browser, 'guest');
    let page = guest.page;
    await page.goto('/');
    await expect(page.getByRole('link', { name: `${siteName} home` })).toHaveText(siteName);
    await expectFeedBlock(page, 'Upcoming events');
    await expectFeedBlock(page, 'Special offers');
    await expect(page).toHaveTitle(new RegExp(siteName));
    const notCrew = variant === 'aircrew' ? CRASHPAD : CREW;
    await expectVariantWords(page, notCrew);
    await page.screenshot({ path: test.info().outputPath(`${variant}-home.png`), fullPage: true });

    // The footer's "How it works" explains this site, in its words.
    await page.getByRole('contentinfo').getByRole('link', { name: 'How it works' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
    await expectVariantWords(page, notCrew);

    // The airport search: listings, the blocks near DFW, and the map's layers, each toggled off and on.
    await page.goto('/search/airports/dfw');
    await expect(page.getByRole('heading', { level: 1, name: 'Rentals near DFW' })).toBeVisible();
    const results = page
      .getByRole('listitem')
      .getByRole('article')
      .filter({ has: page.locator('a[href^="/listing/"]') });
    await expect(results.first()).toBeVisible();
    await expectFeedBlock(page, 'Upcoming events near DFW');
    await expectFeedBlock(page, 'Special offers near DFW');
    const map = page.getByRole('region', { name: 'Map of rentals near DFW' });
    const layers = map.getByRole('group', { name: 'Show on the map' });
    const events = layers.getByRole('checkbox', { name: 'Events' });
    const offers = layers.getByRole('checkbox', { name: 'Special offers' });
    await expect(events).toBeChecked();
    await expect(offers).toBeChecked();
    await expect(layerMarkers(map, 'Event').first()).toBeVisible();
    await expect(layerMarkers(map, 'Offer').first()).toBeVisible();
    await events.uncheck();
    await expect(layerMarkers(map, 'Event')).toHaveCount(0);
    await expect(layerMarkers(map, 'Offer').first()).toBeVisible();
    await events.check();
    await expect(layerMarkers(map, 'Event').first()).toBeVisible();
    await expectVariantWords(page);
    await expectAccessible(page);

    // A listing from the search with a nightly rate (three demo listings in four have one): its blocks, and Book
    // Your Stay through the login.
    const links = results.getByRole('heading').getByRole('link');
    const found = await links.evaluateAll((as) =>
      as.map((a): [string, string] => [a.textContent!.trim(), a.getAttribute('href')!]),
    );
    const price = page.getByRole('complementary').getByText('/ month').first();
    const nightly = page.getByRole('complementary').getByTestId('nightly-rate');
    let [listingTitle, listingPath] = found[0]!;
    await links.first().click();
    for (const [title, path] of found) {
      if (path !== listingPath) await page.goto(path);
      [listingTitle, listingPath] = [title, path];
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(price).toBeVisible();
      if ((await nightly.count()) > 0) break;
    }
    await expect(nightly).toContainText('/ night');
    await expect(page.getByText(`Listed by ${DFW_LISTER.name}`)).toBeVisible();
    await expectFeedBlock(page, 'Upcoming events');
    await expectFeedBlock(page, 'Special offers');
    await expectVariantWords(page);
    await page.screenshot({ path: test.info().outputPath(`${variant}-listing.png`), fullPage: true });
    await expect(page.getByText('Log in to ask the lister for nights.')).toBeVisible();
    await page.getByRole('link', { name: 'Book Your Stay' }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(listingPath)}`);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await guest.done();

    // The seeker asks for three nights a few days ahead; the request lands in the thread as a card.
    const checkIn = dallasDay(5);
    const checkOut = dallasDay(8);
    const seeker = await member(browser, 'seeker', SEEKER);
    page = seeker.page;
    await page.goto(listingPath);
    await page.getByRole('button', { name: 'Book Your Stay' }).click();
    const stay = page.getByRole('dialog', { name: 'Book your stay' });
    await stay.getByLabel('Check-in').fill(checkIn);
    await stay.getByLabel('Check-out').fill(checkOut);
    await stay.getByRole('textbox', { name: 'Guests' }).fill('2');
    await expect(stay.getByTestId('stay-estimate')).toContainText('3 nights');
    await stay.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    // (the newest message is the last)
    const asked = page.getByTestId('stay-request').last();
    await expect(asked).toContainText('Stay request');
    await expect(asked).toContainText('3 nights');
    await expect(asked).toContainText('2 guests');
    await expect(asked.getByRole('button', { name: 'Invite to a bed' })).toHaveCount(0);
    const thread = new URL(page.url()).pathname;
    await seeker.done();

    // The listing's lister finds it in Messages, and its Invite opens the invite with the member and the dates.
    const lister = await member(browser, 'lister', DFW_LISTER.email);
    page = lister.page;
    await page.goto('/messages');
    // The demo listers have no card on file: the reminder asks once, and a lister answers it later.
    await page.getByRole('dialog', { name: 'Payment method' }).getByRole('button', { name: 'Later' }).click();
    const card = page
      .getByTestId('thread-card')
      .filter({ hasText: SEEKER_NAME })
      .filter({ hasText: listingTitle });
    await expect(card).toHaveAttribute('href', thread);
    await card.click();
    await expect(page).toHaveURL(thread);
    await page.getByTestId('stay-request').last().getByRole('button', { name: 'Invite to a bed' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a tenant' });
    await expect(invite.getByRole('textbox', { name: 'E-mail' })).toHaveValue(SEEKER);
    await expect(invite.getByLabel('Check-in date')).toHaveValue(checkIn);
    await expect(invite.getByLabel('Check-out date')).toHaveValue(checkOut);
    await invite.getByRole('button', { name: 'Cancel' }).click();
    await expect(invite).toHaveCount(0);
    await lister.done();

    // A host lists a house through the wizard, with a nightly rate and one image. The demo host has no card on
    // file, which adding a location needs: it is saved through the API, as the payments journeys walk that form.
    await saveCard(request, await apiToken(request, HOST, PASSWORD));
    const host = await member(browser, 'host', HOST);
    page = host.page;
    const title = `Irving house ${Date.now()}`;
    await page.goto('/my-crashpads');
    await expect(page.getByRole('heading', { level: 1, name: 'My rentals' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Location' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a rental' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Rental name' }).fill(title);
    await chooseOption(page, 'Address', 'Dallas', /Dallas/);
    await expect(page.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
    await chooseOption(page, 'Airports', 'DFW', /^DFW/);
    await page.getByRole('combobox', { name: 'Distance to DFW' }).click();
    await page.getByRole('option', { name: '6–10 miles' }).click();
    await page.getByRole('combobox', { name: 'Rental type' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'An Entire House',
      'An Apartment or Condo',
      'A Single Room',
      'Hostel Beds',
      'Hotel Rooms',
    ]);
    await page.getByRole('option', { name: 'An Entire House' }).click();
    await page.getByRole('textbox', { name: 'Rate per month (USD)' }).fill('900');
    await page.getByRole('textbox', { name: 'Deposit (USD)' }).fill('200');
    await page.getByRole('textbox', { name: 'Nightly rate (USD, optional)' }).fill('60');
    await page.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
    await expect(page.getByText('0 characters still needed')).toBeVisible();
    await expectVariantWords(page);
    for (const [n, step] of ['Rooms and Beds', 'Amenities', 'Rules & Policies', 'Images'].entries()) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Step ${n + 2} of 5 · ${step}`)).toBeVisible();
      if (step === 'Amenities') await page.getByRole('checkbox', { name: 'Wi-Fi' }).check();
    }
    await page
      .locator('input[type="file"]')
      .last()
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('1 of 15 images')).toBeVisible();
    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await expect(page.getByText('Your rental has been created.')).toBeVisible();
    await expect(page).toHaveURL(/\/my-crashpads$/);
    const row = page.getByRole('article', { name: title });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('$900/mo');
    await expect(row).toContainText('DFW');
    await expectVariantWords(page);
    // Its page offers the nights at the rate the host gave.
    await row.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('complementary').getByTestId('nightly-rate')).toHaveText('$60 / night');
    await host.done();

    // An admin renames an event: the table and the event's own page show the new title.
    const admin = await member(browser, 'admin', ADMIN);
    page = admin.page;
    await page.goto('/admin/feeds');
    await expect(page.getByRole('heading', { level: 1, name: 'Events and offers' })).toBeVisible();
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await expect(edit).toBeVisible();
    await expectVariantWords(page);
    await expectAccessible(page);
    await edit.click();
    const form = page.getByRole('dialog', { name: 'Edit event' });
    const renamed = `Gate-side jazz night ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Title' }).fill(renamed);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/admin\/feeds\/events\/[^/]+$/.test(r.url()),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const id = decodeURIComponent(answer.url().split('/').pop()!);
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await page.goto(`/event/${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expectVariantWords(page);
    await admin.done();
  },
);
