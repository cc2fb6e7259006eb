// This feature's English texts load with its pages, not with the first page (docs/decisions/004).
import i18next from 'i18next';
import declined from './declined.json';
import texts from './en.json';
import oneTimePayment from './one-time-payment.json';

i18next.addResourceBundle('en', 'translation', texts, true, false);
i18next.addResourceBundle('en', 'translation', oneTimePayment, true, false);
i18next.addResourceBundle('en', 'translation', declined, true, false);
