// The web's texts in the site's words (docs/decisions/005-site-variants-and-feature-flags.md, addendum): the
// product's words are reworded, the values put into them (names, titles) never are.
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { VARIANT_WORDING } from '@crashpad/shared/site/variants';
import { initI18n, setSiteWording } from './i18n';

afterEach(() => setSiteWording(null));

describe('texts in the site’s words', () => {
  initI18n();
  it('rewords the product’s texts on the nurse site but not a value put into them', async () => {
    await setSiteWording(VARIANT_WORDING.nurse);
    expect(i18next.t('home.popular')).toBe('Popular airports');
    expect(i18next.t('shell.copyright', { year: 2026, site: 'Crashpad Crew Co' })).toBe(
      '© 2026 Crashpad Crew Co. Housing near every airport.',
    );
  });
  it('leaves the crashpad site’s texts, and before the site is known, as written', async () => {
    expect(i18next.t('shell.copyright', { year: 2026, site: 'A & B <Crew>' })).toBe(
      '© 2026 A & B <Crew>. Crew housing near every airport.',
    );
    await setSiteWording(VARIANT_WORDING.crashpad);
    expect(i18next.t('home.popular')).toBe('Popular crew bases');
  });
});
