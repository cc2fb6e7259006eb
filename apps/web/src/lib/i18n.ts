// English only; any other locale loads English (docs/product/specification/1-accounts-and-shell.md §1, §9). The choice lives in a 365-day cookie.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import type { VariantWords } from '@crashpad/shared/site/variant-words';
import { readCookie, writeCookie } from './storage';

export const LANGUAGES = [{ code: 'en', label: 'English' }] as const;
const LANGUAGE_COOKIE = 'lang';

export function currentLanguage(): string {
  return i18next.language || 'en';
}

/** Switches the language and remembers it; the language menu tells the member (app/shell/language-menu.tsx). */
export async function chooseLanguage(code: string): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, code, 365);
  await i18next.changeLanguage(code);
}

/** The site's words once known (setSiteWording): texts written for the crashpad site in its variant's words. */
let say: ((text: string) => string) | null = null;
/** Marks a value put into a text as a member's own (theirWords), on a site that rewords; null on the crashpad site. */
let mark: ((value: string) => string) | null = null;
let asked = 0;

/**
 * Called with GET /api/site's answer before the app renders (docs/decisions/005, addendum). The rewording loads
 * only on a site that needs it: the crashpad site's first load does not carry it (docs/decisions/004).
 */
export async function setSiteWording(w: VariantWords | null): Promise<void> {
  const ask = ++asked;
  if (!w || (w.listing === 'crashpad' && w.members === 'crew')) {
    say = mark = null;
    return;
  }
  const { inVariantWords, theirWords } = await import('@crashpad/shared/site/variant-words');
  if (ask !== asked) return;
  say = (text) => inVariantWords(text, w);
  mark = theirWords;
}

/** A text of the product that is not one of i18next's (the shared page list's meta) in the site's words. */
export function inSiteWords(text: string): string {
  return say ? say(text) : text;
}

export function initI18n(): void {
  if (i18next.isInitialized) return;
  i18next
    .use(initReactI18next)
    .use({
      type: 'postProcessor',
      name: 'variant',
      process: (value: string) => inSiteWords(value),
    })
    .init({
      postProcess: ['variant'],
      resources: { en: { translation: en } },
      lng: readCookie(LANGUAGE_COOKIE) ?? 'en',
      fallbackLng: 'en',
      // A value put into a text (a listing's title, a member's name) is the member's own: marked so that the
      // variant post-processor leaves it as it is (docs/decisions/005, addendum). React escapes what it renders.
      interpolation: { escapeValue: true, escape: (value: string) => (mark ? mark(value) : value) },
      initAsync: false,
    })
    .catch((err: unknown) => {
      // The app still mounts when language files fail (docs/product/specification/1-accounts-and-shell.md §8).
      console.error('i18n failed to start', err);
    });
}
