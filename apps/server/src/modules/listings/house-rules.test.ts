// House rules as sanitized HTML, and GET /api/house-rule (docs/decisions/052-house-rules-and-related-listings.md).
import { describe, expect, it } from 'vitest';
import type { ListingForm } from '@crashpad/shared/api/listings';
import { HOUSE_RULES_TOO_LONG } from '@crashpad/shared/rules/house-rules';
import { LISTING_LIMITS } from '@crashpad/shared/rules/listings';
import {
  bearer,
  createLister,
  createListing,
  listingForm,
  listingRow,
  madeBeforeAll,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();
const lister = madeBeforeAll(() => createLister(t, 'pro'));

const post = async (overrides: Partial<ListingForm>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/crashpads',
    headers: bearer(lister.token),
    payload: await listingForm(t.db, lister.images, overrides),
  });
const publicRules = async (id: number) =>
  (await t.app.inject({ url: `/api/listing/${id}` })).json<{ rules_policies_des: string }>()
    .rules_policies_des;

describe('house rules are saved as sanitized HTML', () => {
  it('keeps paragraphs, lists, bold, italic, underline and web links, and drops everything else', async () => {
    const id = await createListing(t, lister, {
      rules_policies_des:
        '<h1 onclick="steal()">House <b>rules</b></h1><p style="color:red">Quiet hours <strong>after 10 pm</strong>' +
        '<br>and <em>before</em> 7 <u>am</u>.</p><ul><li>No <i>pets</i></li><li>Label your food</li></ul>' +
        '<ol><li>Strip the bed</li></ol><script>alert(1)</script><img src=x onerror=alert(2)>' +
        '<p><a href="https://example.com/manual" onclick="x()" target="_self">Read the manual</a>, ' +
        '<a href="javascript:alert(3)">click me</a>, <a href="/relative">here</a> and ' +
        '<a href="mailto:owner@example.com">mail me</a>.</p><iframe src="https://evil.test"></iframe>',
    });
    const stored = (await listingRow(t.db, id))!.rulesPoliciesDes;
    expect(stored).toBe(
      'House <b>rules</b><p>Quiet hours <strong>after 10 pm</strong><br />and <em>before</em> 7 <u>am</u>.</p>' +
        '<ul><li>No <i>pets</i></li><li>Label your food</li></ul><ol><li>Strip the bed</li></ol>' +
        '<p><a href="https://example.com/manual" target="_blank" rel="nofollow noopener">Read the manual</a>, ' +
        'click me, here and mail me.</p>',
    );
    // The public page answers what was stored.
    expect(await publicRules(id)).toBe(stored);
  });

  it('removes phone numbers and e-mail addresses from the words and the links', async () => {
    const id = await createListing(t, lister, {
      rules_policies_des:
        '<p>Call <strong>214-555-0134</strong> or write to owner@example.com &amp; wait.</p>' +
        '<p><a href="https://example.com/call/214-555-0134">our line</a></p>',
    });
    expect((await listingRow(t.db, id))!.rulesPoliciesDes).toBe(
      '<p>Call <strong>[contact removed]</strong> or write to [contact removed] &amp; wait.</p><p>our line</p>',
    );
  });

  it('stores plain text from a client as paragraphs and line breaks', async () => {
    const id = await createListing(t, lister, {
      rules_policies_des: 'No smoking.\nQuiet hours after 10pm.\n\nGuests: <none> & no parties.',
    });
    expect((await listingRow(t.db, id))!.rulesPoliciesDes).toBe(
      '<p>No smoking.<br />Quiet hours after 10pm.</p><p>Guests: &lt;none&gt; &amp; no parties.</p>',
    );
  });

  it('stores no rules when the HTML holds no words', async () => {
    const id = await createListing(t, lister, { rules_policies_des: '<p></p><p><br></p>' });
    expect((await listingRow(t.db, id))!.rulesPoliciesDes).toBe('');
  });

  it('counts the text, not the markup, against the rules’ limit of 10,000 characters', async () => {
    const item = `<li><strong>${'a'.repeat(99)}</strong></li>`;
    const full = `<ul>${item.repeat(LISTING_LIMITS.textMax / 100)}</ul><p>${'b'.repeat(100)}</p>`;
    expect(full.length).toBeGreaterThan(LISTING_LIMITS.textMax);
    expect((await post({ rules_policies_des: full })).statusCode).toBe(200);

    const over = await post({ rules_policies_des: `${full}<p>${'c'.repeat(101)}</p>` });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errors: { rules_policies_des: [HOUSE_RULES_TOO_LONG] } });
    // An entity is one character of text.
    const half = LISTING_LIMITS.textMax / 2;
    const ampersands = `<p>${'&amp;'.repeat(half)}${'d'.repeat(half)}</p>`;
    expect((await post({ rules_policies_des: ampersands })).statusCode).toBe(200);
  });
});

describe('GET /api/house-rule', () => {
  it('answers example house rules as clean HTML, for anyone, listed in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/house-rule' });
    expect(res.statusCode).toBe(200);
    const { rules_policies_des: example } = res.json<{ rules_policies_des: string }>();
    expect(example).toMatch(/^<p>/);
    expect(example).toContain('<ul><li><strong>Quiet hours.</strong>');

    // Saved as it is: the example passes the sanitizer unchanged.
    const id = await createListing(t, lister, { rules_policies_des: example });
    expect((await listingRow(t.db, id))!.rulesPoliciesDes).toBe(example);

    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/api/house-rule');
  });
});
