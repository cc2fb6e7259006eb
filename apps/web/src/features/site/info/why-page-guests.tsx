// "Why list with us" opens, on the vacation and nurse sites, with who rents there and why they make good tenants
// (docs/decisions/005-site-variants-and-feature-flags.md, addendum); the rest of the page, the tools, is the same.
import { useFlag, useSite } from '../../../lib/site';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Why nurses, or travellers, make good tenants: what each site's hosts can count on. */
const REASONS: Record<'nurse' | 'vacation', { title: string; text: string }[]> = {
  nurse: [
    {
      title: 'They stay for the whole assignment.',
      text: 'A travel nurse’s contract usually runs about 13 weeks, often extended, so a furnished room is rented for months, not nights.',
    },
    {
      title: 'They keep hospital hours.',
      text: 'Night shifts and early starts mean real rest matters to them, and they expect quiet hours from the house.',
    },
    {
      title: 'They come with a contract.',
      text: 'An assignment has a hospital, an agency and dates. You are always free to ask about them before you invite someone into a bed.',
    },
  ],
  vacation: [
    {
      title: 'They know their dates.',
      text: 'Travellers near an airport arrive for a flight and leave on one, so a stay has a clear start and end.',
    },
    {
      title: 'They read the rules first.',
      text: 'Your house rules are on the listing, and guests write to you before they come, so you choose who stays.',
    },
    {
      title: 'They fill the gaps.',
      text: 'Nights between longer rentals can still earn rent when the place is close to a terminal.',
    },
  ],
};

export function WhyTheyRentForGuests({ variant }: { variant: 'nurse' | 'vacation' }) {
  const { wording } = useSite();
  const nights = useFlag('site.travelbug');
  return (
    <>
      <h2 id="extra-income">Extra income from space you already have</h2>
      <p>
        {capital(wording.audience)} need a furnished place near the airport for a few nights or a few months.
        A spare room, a suite or a whole house can earn rent from them by the month
        {nights
          ? ', and by the night too: set a nightly rate and they send you a stay request with their dates'
          : ''}
        . You set the rent, the deposit and the house rules; we give you the listing, the messages and the
        tools to run it.
      </p>

      <h2 id="why-they-rent">Why {wording.audience} make good tenants</h2>
      <ul>
        {REASONS[variant].map((reason) => (
          <li key={reason.title}>
            <strong>{reason.title}</strong> {reason.text}
          </li>
        ))}
      </ul>
    </>
  );
}
