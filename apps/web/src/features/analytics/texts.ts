// This feature's English texts load with its page, not with the first page (docs/decisions/004).
import i18next from 'i18next';
import texts from './en.json';

i18next.addResourceBundle('en', 'translation', texts, true, false);
