// What a thread shows of a message that is a stay request (docs/decisions/065-book-your-stay.md).
import { nightsBetween, type StayRequestView } from '@crashpad/shared/api/stay-requests';
import type { stayRequests } from '../../db/schema';

type StayRow = typeof stayRequests.$inferSelect;

export function stayRequestView(r: StayRow): StayRequestView {
  return {
    id: r.id,
    check_in: r.checkIn,
    check_out: r.checkOut,
    nights: nightsBetween(r.checkIn, r.checkOut),
    guests: r.guests,
    note: r.note,
    rate_from: r.rateFromCents / 100,
    rate_to: r.rateToCents === null ? null : r.rateToCents / 100,
  };
}
