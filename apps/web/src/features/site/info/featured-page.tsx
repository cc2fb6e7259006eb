import { Link } from 'react-router';
import { FEATURED_PLAN_TABLE } from '@crashpad/shared/plans';
import { formatPrice } from '@crashpad/shared/format/money';
import { FeatureLink, InfoPage } from './info-page';

export default function FeaturedPage() {
  const { boost_subscription: featured, boost_1_week: week, boost_1_month: month } = FEATURED_PLAN_TABLE;
  return (
    <InfoPage
      slug="featured"
      lead="When crew search an airport, most of them start at the top of the list. A featured listing or a boost puts your crashpad there."
    >
      <h2 id="two-ways">Two ways to stand out</h2>
      <ul>
        <li>
          <strong>{featured.title}</strong> is a monthly subscription. Your listing appears first in its
          airport search for as long as you keep it, and it renews every month until you cancel.
        </li>
        <li>
          <strong>A boost</strong> is a one-off push for a fixed time, {week.days} or {month.days} days, paid
          once and never renewed. Boosted listings come right after featured ones.
        </li>
      </ul>

      <h2 id="prices">Prices</h2>
      <table>
        <thead>
          <tr>
            <th>Option</th>
            <th>Price</th>
            <th>How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{featured.title}</td>
            <td>
              {formatPrice(featured.priceCents)} a {featured.term}
            </td>
            <td>Renews monthly until you cancel</td>
          </tr>
          <tr>
            <td>{week.title}</td>
            <td>{formatPrice(week.priceCents)} once</td>
            <td>{week.days} days</td>
          </tr>
          <tr>
            <td>{month.title}</td>
            <td>{formatPrice(month.priceCents)} once</td>
            <td>{month.days} days</td>
          </tr>
        </tbody>
      </table>

      <h2 id="ranking">How they show in search</h2>
      <ol>
        <li>Featured listings come first.</li>
        <li>Boosted listings come next.</li>
        <li>All other listings follow, newest first by default.</li>
      </ol>
      <p>
        In the results, a featured listing's card carries a <strong>Featured</strong> badge on its photo and a
        boosted one a <strong>Boosted</strong> badge.
      </p>
      <p>
        Featuring changes where your listing appears, not what crew think of it once they open it. Accurate
        beds and prices, real photos and quick replies still decide whether they write to you; see{' '}
        <Link to="/quality-listings">quality listings</Link>.
      </p>

      <h2 id="which">Which to choose</h2>
      <ul>
        <li>
          <strong>Featured</strong> suits a crashpad in a busy airport where you always want to be seen first.
        </li>
        <li>
          <strong>A boost</strong> suits a short push: a few beds coming free, a new listing, or the weeks
          when crew bid for new bases.
        </li>
      </ul>

      <h2 id="cancelling">Cancelling</h2>
      <p>
        You can cancel {featured.title} at any time with <em>Cancel feature</em> in the listing's menu: you
        are not charged again, and your listing stays boosted, right after featured listings, until the end of
        the month you have already paid for. There are no partial refunds. A boost ends by itself;{' '}
        <em>Cancel boost</em> ends it at once, and boosts are not refundable once started. See our{' '}
        <Link to="/refund-policies">refund policy</Link>.
      </p>

      <p>
        Billing, ranking examples and common questions are on{' '}
        <FeatureLink to="/featured-details">featured listings: details</FeatureLink>. All our prices are on{' '}
        <Link to="/fees">fees and plans</Link>.
      </p>

      <h2 id="get-started">How to buy</h2>
      <ol>
        <li>
          Open <Link to="/my-crashpads">My crashpads</Link> and, in the menu of an active listing, choose{' '}
          <em>Feature this listing</em>.
        </li>
        <li>
          Pick {featured.title} ({formatPrice(featured.priceCents)} a month), {week.title} (
          {formatPrice(week.priceCents)}) or {month.title} ({formatPrice(month.priceCents)}).
        </li>
        <li>Pay with the card on file or a new card. The listing moves up in its airport search at once.</li>
      </ol>
      <p>
        New here? <Link to="/create-account">Create an account</Link> and list your crashpad first: only an
        active listing can be featured or boosted.
      </p>
    </InfoPage>
  );
}
