// "How it works" on the vacation and nurse sites (docs/decisions/005-site-variants-and-feature-flags.md, addendum):
// the crashpad site's page explains crew life; these sites' members are not crew, so the page explains the site.
import { Link } from 'react-router';
import { useFlag, useSite } from '../../../lib/site';
import { FeatureLink, InfoPage } from './info-page';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function WhatPageForGuests() {
  const { wording } = useSite();
  const nights = useFlag('site.travelbug');
  return (
    <InfoPage
      slug="what"
      lead={`${wording.siteName} lists furnished places to stay near airports, rented by the month${nights ? ' and, on many, by the night' : ''}, for ${wording.audience}.`}
    >
      <h2 id="the-idea">The idea</h2>
      <p>
        {capital(wording.audience)} need somewhere to sleep close to the airport they fly in and out of, for a
        few nights or for months at a time. A hotel every night costs too much and a lease is too long. Hosts
        here rent a whole house, a suite, a private room or a single bed, furnished and ready, with the rent,
        the deposit and the house rules written on the listing.
      </p>

      <h2 id="how-it-works">How it works</h2>
      <ol>
        <li>
          <strong>Search by airport.</strong> Type an airport or a city and see the {wording.listings} within
          a few miles on a map, with their rent, photos and free beds, and the events and offers nearby.
        </li>
        <li>
          <strong>Message the host.</strong> Ask about the place, the dates and the rules. Your phone number
          and e-mail stay private: messages go through the site.
        </li>
        <li>
          <strong>{nights ? 'Ask for your dates.' : 'Agree your dates.'}</strong>{' '}
          {nights
            ? 'Where a host sets a nightly rate, Book Your Stay sends your dates, your guests and a note; the host answers in the same conversation.'
            : 'Tell the host when you arrive and how long you stay; the host answers in the same conversation.'}
        </li>
        <li>
          <strong>Accept your invitation and pay your way.</strong> The host invites you into a bed or a room
          for your dates. You pay the host directly, or by card with{' '}
          <FeatureLink to="/autopay">AutoPay</FeatureLink>.
        </li>
      </ol>

      <h2 id="what-you-rent">What you can rent</h2>
      <ul>
        <li>
          <strong>A house</strong> or <strong>an entire suite</strong>: the whole place, or a self-contained
          suite with its own kitchen or bathroom.
        </li>
        <li>
          <strong>A room</strong>: a private bedroom in a shared house.
        </li>
        <li>
          <strong>A hostel or hotel bed</strong>: one bed in a shared room, the cheapest way to stay close.
        </li>
      </ul>

      <h2 id="what-it-costs">What it costs</h2>
      <p>
        Each host sets the monthly rent{nights ? ', the nightly rate' : ''} and the deposit, and the listing
        shows them before you write. What we charge members is on <Link to="/fees">fees and plans</Link>.
      </p>

      <h2 id="next">Where to go next</h2>
      <ul>
        <li>
          <Link to="/airports">Find {wording.listings} by city and airport</Link>
        </li>
        <li>
          <Link to="/why">Own a place near an airport? Why list it with us</Link>
        </li>
        <li>
          <Link to="/help">Help and FAQ</Link>
        </li>
      </ul>
    </InfoPage>
  );
}
