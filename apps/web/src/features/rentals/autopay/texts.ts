// AutoPay's English texts (docs/decisions/004): loaded with the rentals pages (../texts.ts) and, on their own, with
// the account settings page the app composes with AutoPay's tab and welcome (app/account-settings-page.tsx).
import i18next from 'i18next';
import texts from './autopay-texts.json';

i18next.addResourceBundle('en', 'translation', texts, true, false);
