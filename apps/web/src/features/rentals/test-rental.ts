// The tenant the rental forms' component tests act on (lister side): one rental, its ids and its tenant's name.
import type { RentalView } from '@crashpad/shared/api/rentals';

export const TEST_RENTAL = {
  id: 42,
  user_id: 9,
  listing_id: 3,
  room_id: 4,
  first_name: 'Robin',
  last_name: 'Okafor',
  email: 'robin@example.com',
} as RentalView;
