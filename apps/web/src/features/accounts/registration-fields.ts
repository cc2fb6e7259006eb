// Options of the registration form (docs/product/specification/1-accounts-and-shell.md §3).
import type { GENDERS } from '@crashpad/shared/rules/registration';
import { HEAR_ABOUT_US } from '@crashpad/shared/rules/registration';

export { MONTHS } from '../../lib/short-dates';

export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  simply_fabulous: 'Simply fabulous',
};

export const HEAR_ABOUT_US_OPTIONS = HEAR_ABOUT_US.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));

export function daysIn(month: number | null, year: number | null): number {
  if (!month) return 31;
  return new Date(year ?? 2000, month, 0).getDate();
}
