import { Link } from 'react-router';
import { FEATURED_PLAN_TABLE, PLANS } from '@crashpad/shared/plans';
import { formatPrice } from '@crashpad/shared/format/money';
import { CardFeeExample, CardFeeSentence } from './card-fees';
import { FeatureLink, InfoPage } from './info-page';

export default function FeesPage() {
  const { seeker, basic, premium, pro } = PLANS;
  const { boost_subscription: featured, boost_1_week: week, boost_1_month: month } = FEATURED_PLAN_TABLE;
  return (
    <InfoPage
      slug="fees"
      lead={`Crew pay ${formatPrice(seeker.priceCents)} once for ${seeker.term} of access. Crashpad owners pay a yearly package. Tenants invited into a bed join free.`}
    >
      <h2 id="seekers">For crew looking for a crashpad</h2>
      <p>
        The <strong>{seeker.title}</strong> plan costs <strong>{formatPrice(seeker.priceCents)}</strong>, paid
        once. It gives you {seeker.term} of access with unlimited messaging, so you can search and rent
        crashpads worldwide and write to as many crashpad owners as you like.
      </p>
      <ul>
        <li>
          Your seeker account expires after {seeker.term}. It never renews by itself and you are never charged
          again.
        </li>
        <li>The seeker plan is a single plan; it cannot be changed to another plan.</li>
      </ul>

      <h2 id="tenants">For tenants invited into a bed</h2>
      <p>
        If a crashpad owner invites you into one of their beds, joining costs you nothing: there is no
        platform fee for tenants. As a tenant you can message the owners who invited you. Your rent and any
        deposit are agreed with the owner and paid to them, either directly or by card with{' '}
        <FeatureLink to="/autopay">AutoPay</FeatureLink>.
      </p>

      <h2 id="listers">For crashpad owners</h2>
      <p>Listers choose one of three yearly packages:</p>
      <table>
        <thead>
          <tr>
            <th>Package</th>
            <th>Price</th>
            <th>Locations</th>
            <th>Tenants</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{basic.title}</td>
            <td>
              {formatPrice(basic.priceCents)} a {basic.term}
            </td>
            <td>{basic.listings}</td>
            <td>Up to {basic.tenants}</td>
          </tr>
          <tr>
            <td>{premium.title}</td>
            <td>
              {formatPrice(premium.priceCents)} a {premium.term}
            </td>
            <td>2 to {premium.listings}</td>
            <td>Up to {premium.tenants}</td>
          </tr>
          <tr>
            <td>{pro.title}</td>
            <td>
              {formatPrice(pro.priceCents)} a {pro.term}
            </td>
            <td>Unlimited</td>
            <td>Unlimited</td>
          </tr>
        </tbody>
      </table>
      <p>
        Every package includes your listings in airport search, messaging,{' '}
        <FeatureLink to="/tenant-management">tenant management</FeatureLink> and the option to collect rent
        with AutoPay. For a closer look at the packages, see{' '}
        <Link to="/listing-apps">pricing for listers</Link>.
      </p>

      <h2 id="renewals">Renewals and changing package</h2>
      <ul>
        <li>
          Lister packages renew automatically one year after you sign up. Your saved card is charged on the
          renewal date. If that charge fails, your account expires.
        </li>
        <li>
          Changing package charges the full price of the new package and starts a new year from that day.
          There is no proration and no credit for the time left on your old package.
        </li>
        <li>
          Closing your account or removing your saved card stops future charges. See our{' '}
          <Link to="/refund-policies">refund policy</Link> for what can be refunded.
        </li>
      </ul>

      <h2 id="featured">Featured listings and boosts</h2>
      <p>Optional extras that move a listing up its airport search:</p>
      <ul>
        <li>
          <strong>{featured.title}:</strong> {formatPrice(featured.priceCents)} a {featured.term}, renewing
          monthly until you cancel. Your listing appears first in its airport search.
        </li>
        <li>
          <strong>{week.title}:</strong> {formatPrice(week.priceCents)}, paid once.
        </li>
        <li>
          <strong>{month.title}:</strong> {formatPrice(month.priceCents)}, paid once.
        </li>
      </ul>
      <p>
        How they differ and how ranking works: <FeatureLink to="/featured">featured listings</FeatureLink>.
      </p>

      <h2 id="autopay">AutoPay</h2>
      <p>
        When rent or a payment request is paid by card, <CardFeeSentence /> There is no fee on rent you
        collect some other way. Details on the <FeatureLink to="/autopay">AutoPay page</FeatureLink>.
      </p>
      <CardFeeExample />

      <h2 id="advertising">Advertising</h2>
      <p>
        Businesses can advertise to crew for $50 a month on a 12-month term, or $150 a month month-to-month.
        See <Link to="/advertise">advertise with us</Link>.
      </p>
    </InfoPage>
  );
}
