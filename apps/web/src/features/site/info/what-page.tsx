import { Link } from 'react-router';
import { useSite } from '../../../lib/site';
import { FeatureLink, InfoPage } from './info-page';
import { WhatPageForGuests } from './what-page-guests';

/** What a crashpad is, for crew; the sites whose members are not crew explain themselves instead (decision 005, addendum). */
export default function WhatPage() {
  const { wording } = useSite();
  if (wording.members !== 'crew') return <WhatPageForGuests />;
  return (
    <InfoPage
      slug="what"
      lead="A crashpad is a shared house or apartment near a major airport where airline crew rent a bed by the month and sleep between trips."
    >
      <h2 id="the-idea">The idea</h2>
      <p>
        Pilots, flight attendants, gate agents and mechanics often live far from the airport they are based
        at. They commute to their base by air, fly a trip of several days, and need somewhere to sleep the
        night before a trip, while on reserve, and after a late arrival. A hotel every time costs too much; an
        apartment of their own sits empty most of the month. A crashpad fills that gap: a bed, a shower, a
        kitchen and a locker, shared with other crew, for a monthly rent.
      </p>

      <h2 id="what-it-looks-like">What it looks like</h2>
      <ul>
        <li>
          <strong>Near the airport.</strong> Most crashpads are a house or apartment about 5 miles from a
          major airport, a short ride or shuttle away from crew parking.
        </li>
        <li>
          <strong>Rooms of bunks.</strong> Bedrooms hold from one to ten beds, often bunks. Some crashpads are
          women only, men only or pilots only; the listing says so.
        </li>
        <li>
          <strong>Hot beds and cold beds.</strong> A hot bed is shared: you take whichever bed is free when
          you arrive. A cold bed is yours alone, made up and waiting, and costs more.
        </li>
        <li>
          <strong>House rules.</strong> Every crashpad has rules: quiet hours, cleaning, guests, and usually a
          cap on the number of nights per month so that beds are shared fairly. See our{' '}
          <Link to="/house-rules">house rules guide</Link>.
        </li>
      </ul>

      <h2 id="when-crew-use-it">When crew use it</h2>
      <p>
        Before an early trip so they do not have to commute the same morning; on reserve, when they must be
        able to reach the airport within a couple of hours; and after a trip that ends too late to commute
        home. Many crew spend only a handful of nights a month at their crashpad.
      </p>

      <h2 id="what-it-costs">What it costs</h2>
      <p>
        Typical crashpad rent is 200 to 450 USD per month per bed, depending on the city, hot or cold bed, and
        what is included. Many crashpads ask for a deposit. Rent can be paid to the owner directly or by card
        with <FeatureLink to="/autopay">AutoPay</FeatureLink>.
      </p>

      <h2 id="next">Where to go next</h2>
      <ul>
        <li>
          <Link to="/airports">Find crashpads by city and airport</Link>
        </li>
        <li>
          <Link to="/why">Own a place near an airport? Why list it with us</Link>
        </li>
        <li>
          <Link to="/help">Help and FAQ</Link>
        </li>
        <li>
          <Link to="/fees">Fees and plans</Link>, from $9.99 for 6 months of messaging for crew
        </li>
      </ul>
    </InfoPage>
  );
}
