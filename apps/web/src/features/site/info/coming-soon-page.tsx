import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function ComingSoonPage() {
  return (
    <InfoPage
      slug="coming-soon"
      lead="These are the things we plan to build next for crew and crashpad owners. They are plans, not promises: we do not give dates, and what we learn from members may change the order."
    >
      <h2 id="already-here">Already here</h2>
      <p>These were on this list and are part of the site today:</p>
      <ul>
        <li>
          <FeatureLink to="/tenant-management">Tenant management</FeatureLink>: invitations into beds, My
          Crew, check-outs, notes, payment requests, occupancy and revenue
        </li>
        <li>
          <FeatureLink to="/tenant-messaging">Tenant messaging</FeatureLink>: conversations with crew and
          tenants, and one message to the whole house, in real time
        </li>
        <li>
          <FeatureLink to="/autopay">AutoPay</FeatureLink>: rent by card on the payment day, paid out to the
          owner's Stripe account
        </li>
        <li>
          <FeatureLink to="/featured">Featured listings</FeatureLink>: the top of the airport search
        </li>
      </ul>

      <h2 id="mobile-apps">Mobile apps</h2>
      <p>
        The site already works on a phone, but crew live out of a crew bag and an app is quicker between
        flights. We plan apps for iPhone and Android with messages, rentals and payments in your pocket, and
        notifications when an owner replies.
      </p>

      <h2 id="calendar-sync">Calendar sync of trips</h2>
      <p>
        Crew know their trips a month ahead. We plan to let tenants sync their trip calendar so they, and if
        they choose their owner, can see which nights they will be at the crashpad. That helps owners share
        hot beds fairly and helps tenants stay within the nights allowed each month.
      </p>

      <h2 id="roommate-matching">Roommate matching by airline</h2>
      <p>
        Many crew prefer to share with people from their own airline, who keep the same kind of schedule. We
        plan to let seekers find crashpads and roommates by airline, when members choose to share it.
      </p>

      <h2 id="translations">More languages</h2>
      <p>
        The site is in English only today. We plan to add Spanish, French, German and Portuguese, for crew and
        owners who are more at home in those languages.
      </p>

      <h2 id="waiting-lists">Waiting lists for full crashpads</h2>
      <p>
        Today, a full crashpad shows "CrashPad full - Send message to join waiting list", and crew write to
        the owner to be told when a bed opens. We plan a proper waiting list: join with one tap, and the owner
        can see the list in order and invite the next person straight into the free bed.
      </p>

      <h2 id="ideas">Tell us what you need</h2>
      <p>
        The best ideas come from people who live in and run crashpads. If something would make your life
        easier, <Link to="/contact">tell us</Link>. We read every message and answer within 24 hours.
      </p>
    </InfoPage>
  );
}
