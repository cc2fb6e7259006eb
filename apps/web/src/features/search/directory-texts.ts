// The city and airport directory's English texts load with /airports, not with the first page (docs/decisions/004).
// Only directory.title stays in lib/locales/en.json: the airport search page uses it too.
import i18next from 'i18next';
import texts from './directory-texts.json';

i18next.addResourceBundle('en', 'translation', texts, true, false);
