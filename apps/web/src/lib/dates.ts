// Date display (spec 1 §9: MMM DD, YYYY; formatting timezone by language, en → New York).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE_BY_LANGUAGE: Record<string, string> = {
  en: 'America/New_York',
  fr: 'Europe/Paris',
  de: 'Europe/Berlin',
  es: 'Europe/Madrid',
  pt: 'Europe/Lisbon',
};

export function zoneFor(language = 'en'): string {
  return ZONE_BY_LANGUAGE[language] ?? 'America/New_York';
}

export function formatDate(value: string | Date, language = 'en'): string {
  return dayjs(value).tz(zoneFor(language)).format('MMM DD, YYYY');
}

export function formatDateTime(value: string | Date, language = 'en'): string {
  return dayjs(value).tz(zoneFor(language)).format('MMM DD, YYYY h:mm A');
}

/** spec 2 §9: MMM D, YYYY for a moment (a history row's time), in the language's zone. */
export function formatDay(value: string | Date, language = 'en'): string {
  return dayjs(value).tz(zoneFor(language)).format('MMM D, YYYY');
}

/** spec 2 §9: MMM D, YYYY for a calendar date written YYYY-MM-DD (a check-in), which no time zone moves. */
export { shortCalendarDate as formatCalendarDate } from './short-dates';

/** The browser's own today, YYYY-MM-DD: the earliest date a form offers. */
export function localToday(now = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}
