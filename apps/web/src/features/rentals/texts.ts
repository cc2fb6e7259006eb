// This feature's English texts load with its pages, not with the first page (docs/decisions/004).
import i18next from 'i18next';
import acceptCard from './accept-card.json';
import autopay from './autopay/autopay-texts.json';
import crew from './crew.json';
import declined from './declined-texts.json';
import fees from './fees-texts.json';
import texts from './en.json';
import revenue from './revenue-texts.json';
import tenantPayments from './tenant-payments.json';

i18next.addResourceBundle('en', 'translation', texts, true, false);
i18next.addResourceBundle('en', 'translation', crew, true, false);
i18next.addResourceBundle('en', 'translation', revenue, true, false);
i18next.addResourceBundle('en', 'translation', autopay, true, false);
i18next.addResourceBundle('en', 'translation', tenantPayments, true, false);
i18next.addResourceBundle('en', 'translation', declined, true, false);
i18next.addResourceBundle('en', 'translation', acceptCard, true, false);
i18next.addResourceBundle('en', 'translation', fees, true, false);
