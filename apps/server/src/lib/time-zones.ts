// A crashpad's time zone, from its map pin (docs/product/dates.md): the days and hours of its stays are on its
// own wall clock. Looked up when needed from the pin (the lookup table is in memory and answers in microseconds),
// so no column can go stale when a pin moves. A pin the table cannot place reads as UTC.
import tzlookup from '@photostructure/tz-lookup';
import { isTimeZone } from '@crashpad/shared/rules/calendar';

export function zoneOfPoint(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): string {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined)
    return 'UTC';
  try {
    // The table may name a zone this runtime's Intl does not know: every date rule would throw on it.
    const zone = tzlookup(latitude, longitude);
    return isTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
