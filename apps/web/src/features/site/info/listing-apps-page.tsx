import { Link } from 'react-router';
import { AUTOPAY_FEE_PERCENT, FEATURED_PLAN_TABLE, PLANS } from '@crashpad/shared/plans';
import { formatPrice } from '@crashpad/shared/format/money';
import { FeatureLink, InfoPage } from './info-page';

export default function ListingAppsPage() {
  const { seeker, basic, premium, pro } = PLANS;
  const { boost_subscription: featured, boost_1_week: week, boost_1_month: month } = FEATURED_PLAN_TABLE;
  const extraLocations = (premium.listings ?? 1) - (basic.listings ?? 1);
  const extraPrice = premium.priceCents - basic.priceCents;
  return (
    <InfoPage
      slug="listing-apps"
      lead={`List one crashpad for ${formatPrice(basic.priceCents)} a year. Each additional listing costs about $14 a year more, up to unlimited locations with ${pro.title}.`}
    >
      <h2 id="packages">The packages</h2>
      <ul>
        <li>
          <strong>
            {basic.title}: {formatPrice(basic.priceCents)} a {basic.term}.
          </strong>{' '}
          {basic.description} The right start if you rent out rooms in one house.
        </li>
        <li>
          <strong>
            {premium.title}: {formatPrice(premium.priceCents)} a {premium.term}.
          </strong>{' '}
          {premium.description} That is {formatPrice(extraPrice)} more than {basic.title} for up to{' '}
          {extraLocations} more locations: about {formatPrice(Math.round(extraPrice / extraLocations))} for
          each additional listing when you use all of them.
        </li>
        <li>
          <strong>
            {pro.title}: {formatPrice(pro.priceCents)} a {pro.term}.
          </strong>{' '}
          {pro.description} For owners and managers who run crashpads in several cities.
        </li>
      </ul>

      <h2 id="which">Which one is right for you</h2>
      <table>
        <thead>
          <tr>
            <th>If you have…</th>
            <th>Choose</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>One crashpad and up to {basic.tenants} tenants</td>
            <td>{basic.title}</td>
          </tr>
          <tr>
            <td>
              2 to {premium.listings} crashpads, or more than {basic.tenants} tenants, up to {premium.tenants}
            </td>
            <td>{premium.title}</td>
          </tr>
          <tr>
            <td>
              More than {premium.listings} crashpads or more than {premium.tenants} tenants
            </td>
            <td>{pro.title}</td>
          </tr>
        </tbody>
      </table>

      <h2 id="included">Included in every package</h2>
      <ul>
        <li>Your listings in airport search, with rooms, beds, rent, photos, house rules and documents</li>
        <li>
          Messages with crew, and bulk messages to your tenants; see{' '}
          <FeatureLink to="/tenant-messaging">tenant messaging</FeatureLink>
        </li>
        <li>
          Invitations, check-ins and check-outs, notes, occupancy and revenue; see{' '}
          <FeatureLink to="/tenant-management">tenant management</FeatureLink>
        </li>
        <li>
          Rent by card with <FeatureLink to="/autopay">AutoPay</FeatureLink> if you want it, for a{' '}
          {AUTOPAY_FEE_PERCENT}% platform fee per charge on top of card processing
        </li>
        <li>Payment requests and a record of manual payments</li>
      </ul>
      <p>
        Tenants you invite join free. Crew looking for a bed pay {formatPrice(seeker.priceCents)} once for{' '}
        {seeker.term} of access, so the people who message you are serious about finding one.
      </p>

      <h2 id="renewal">Renewal and changing package</h2>
      <p>
        Packages renew automatically one year after you sign up, and your saved card is charged on the renewal
        date. If the charge fails, your account expires. Changing package charges the new package's full price
        and starts a new year from that day, with no proration. See the{' '}
        <Link to="/refund-policies">refund policy</Link>.
      </p>

      <h2 id="extras">Optional extras</h2>
      <ul>
        <li>
          {featured.title}: {formatPrice(featured.priceCents)} a {featured.term}, until you cancel
        </li>
        <li>
          {week.title}: {formatPrice(week.priceCents)} once
        </li>
        <li>
          {month.title}: {formatPrice(month.priceCents)} once
        </li>
      </ul>
      <p>
        They move a listing up its airport search; see{' '}
        <FeatureLink to="/featured">featured listings</FeatureLink>. Every price in one place:{' '}
        <Link to="/fees">fees and plans</Link>.
      </p>
      <p>
        To get started, create an account and choose your package. Questions first?{' '}
        <Link to="/contact">Contact us</Link>; we answer within 24 hours.
      </p>
    </InfoPage>
  );
}
