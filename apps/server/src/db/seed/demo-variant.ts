// The demo crashpads as the other variants' sites show them (docs/decisions/005-site-variants-and-feature-flags.md,
// docs/decisions/065-book-your-stay.md): the generic rental types, titles and opening lines in the variant's words,
// and a nightly rate on most, so a fresh clone of the nurse-housing or vacation site looks like that site.
import type { SiteVariant } from '@crashpad/shared/site/variants';
import type { RentalType } from '@crashpad/shared/rules/listings';
import type { DemoListing } from './demo-listings-data';

/** Who lives there, in each variant's words: "crew" in a title, "pilots" in a line. */
const WORDS: Record<Exclude<SiteVariant, 'crashpad'>, { who: string; people: string; place: string }> = {
  vacation: { who: 'Guest', people: 'travellers', place: 'Rental' },
  nurse: { who: 'Nurse', people: 'travel nurses', place: 'Rental' },
  aircrew: { who: 'Crew', people: 'aircrew', place: 'Rental' },
};

function genericType(spec: DemoListing): RentalType {
  if (spec.type === 'crashpad_suite') return 'entire_suite';
  if (spec.rooms.length === 1 && spec.rooms[0]! >= 6) return 'hostel';
  return spec.rooms.length > 1 ? 'house' : 'room';
}

/** The listing as `variant` shows it; the crashpad variant's unchanged. */
export function demoListingFor(spec: DemoListing, variant: SiteVariant): DemoListing {
  if (variant === 'crashpad') return spec;
  const w = WORDS[variant];
  const title = spec.title
    .replace(/\bCrashpad\b/gi, w.place)
    .replace(/\b(Flight Attendant|Pilot|Crew|Commuter)\b/g, w.who)
    .replace(/\bCold-Bed\b/g, 'Shared');
  const hook = spec.hook
    .replace(
      /\b(American Airlines |United |Delta |Southwest )?(pilots|flight attendants|crew members|crew|commuters)\b/gi,
      w.people,
    )
    .replace(/\bcrashpads?\b/gi, 'rental');
  return { ...spec, title, hook, type: genericType(spec) };
}

/** A nightly rate for the generic sites' Book Your Stay: about a tenth of the month, most listings. */
export const demoNightlyCents = (spec: DemoListing, variant: SiteVariant, i: number): number | null =>
  variant === 'crashpad' ? null : i % 4 === 3 ? null : Math.round(spec.rate / 10) * 100;
