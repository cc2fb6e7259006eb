import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function QualityListingsPage() {
  return (
    <InfoPage
      slug="quality-listings"
      lead="Crew pick a crashpad from a few minutes of reading on a phone, often between trips. A listing that is accurate, clear and answered quickly earns their trust and their rent."
    >
      <h2 id="be-found">Be found in the right search</h2>
      <p>
        Crew search by airport, so the airports on your listing matter more than anything else. Choose up to
        two airports your tenants actually fly from, with the honest distance: 1 to 5 miles, 6 to 10, or 11
        and more. In each airport's search, <FeatureLink to="/featured">featured listings</FeatureLink> come
        first, then boosted listings, then everyone else, newest first by default. Only active listings
        appear; a listing set to inactive is hidden.
      </p>

      <h2 id="checklist">What a trustworthy listing has</h2>
      <ul>
        <li>
          <strong>Accurate beds and prices.</strong> Enter every room and bed as it really is, and the rent
          per month you really charge. If beds cost different amounts, for example hot beds and cold beds, use
          a price range and explain it. State the deposit.
        </li>
        <li>
          <strong>Real photos.</strong> Between 1 and 15 bright, current photos of the actual rooms, beds,
          bathrooms, kitchen, outside and parking, following the{' '}
          <Link to="/image-requirements">image requirements</Link>. Pick a bedroom as the primary photo.
        </li>
        <li>
          <strong>A real description.</strong> At least 200 characters, and more is better: the kind of house,
          how crew get to the airport (drive, shuttle, ride share), what is included in the rent, who lives
          there, and what a stay is like.
        </li>
        <li>
          <strong>Clear house rules.</strong> Quiet hours, nights per month, guests, cleaning and parking,
          written plainly. Our <Link to="/house-rules">house rules guide</Link> lists what to cover. Leave out
          phone numbers and e-mail addresses; they are removed and contact happens through messages.
        </li>
        <li>
          <strong>Honest preferences.</strong> If the crashpad is males only, females only or pilots only, or
          has only hot or cold beds, say so in the preferences so the right people write to you.
        </li>
        <li>
          <strong>Amenities and nearby places.</strong> Wi-Fi, laundry, lockers, parking, and the grocery
          store, gym or crew shuttle stop nearby.
        </li>
        <li>
          <strong>Documents.</strong> Up to three PDFs, such as your rental agreement or a full house manual,
          so crew can read the details before they commit.
        </li>
      </ul>

      <h2 id="occupancy">Keep occupancy up to date</h2>
      <p>
        Invite your tenants into their beds through{' '}
        <FeatureLink to="/tenant-management">tenant management</FeatureLink> and check them out when they
        leave. Search cards then show "Last 2 Beds" or "No Vacancy" correctly, and when every bed is occupied
        your listing says "CrashPad full - Send message to join waiting list", so crew can still reach you for
        the next opening. Nothing costs trust faster than a message answered with "that bed went months ago".
      </p>

      <h2 id="reply-fast">Reply fast</h2>
      <p>
        Crew often look for a bed a few days before they start at a new base and write to several crashpads at
        once. The first owner to answer clearly usually wins the tenant. Reply to every message, even to say
        you are full. Messages arrive in real time with an unread badge; see{' '}
        <FeatureLink to="/tenant-messaging">tenant messaging</FeatureLink>.
      </p>

      <h2 id="reviews">Earn good reviews</h2>
      <p>
        Tenants who held an accepted rental can review you once per listing. You can respond once to each
        review: thank people, and answer criticism calmly and specifically. Crew read the responses too.
      </p>
    </InfoPage>
  );
}
