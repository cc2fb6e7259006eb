import { Link } from 'react-router';
import { FEATURED_PLAN_TABLE } from '@crashpad/shared/plans';
import { formatPrice } from '@crashpad/shared/format/money';
import { FeatureLink, InfoPage } from './info-page';

export default function FeaturedDetailsPage() {
  const { boost_subscription: featured, boost_1_week: week, boost_1_month: month } = FEATURED_PLAN_TABLE;
  return (
    <InfoPage
      slug="featured-details"
      lead={`${featured.title} costs ${formatPrice(featured.priceCents)} a month until you cancel. A boost costs ${formatPrice(week.priceCents)} for a week or ${formatPrice(month.priceCents)} for a month. Here is exactly how each one works.`}
    >
      <h2 id="featured">{featured.title}</h2>
      <ul>
        <li>
          <strong>Price:</strong> {formatPrice(featured.priceCents)} a {featured.term}, charged to your saved
          card.
        </li>
        <li>
          <strong>Renewal:</strong> it renews every month until you cancel it.
        </li>
        <li>
          <strong>Effect:</strong> your listing appears first in its airport search, ahead of boosted and
          other listings.
        </li>
        <li>
          <strong>In search:</strong> the card carries a <strong>Featured</strong> badge on its photo.
        </li>
        <li>
          <strong>Cancelling:</strong> cancel at any time with <em>Cancel feature</em> in the listing's menu
          on My crashpads. You are not charged again; the listing stays boosted until the end of the month you
          have paid for, then returns to its normal place. No partial refunds.
        </li>
      </ul>

      <h2 id="boosts">Boosts</h2>
      <table>
        <thead>
          <tr>
            <th>Boost</th>
            <th>Price</th>
            <th>Runs for</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{week.title}</td>
            <td>{formatPrice(week.priceCents)}, paid once</td>
            <td>{week.days} days</td>
          </tr>
          <tr>
            <td>{month.title}</td>
            <td>{formatPrice(month.priceCents)}, paid once</td>
            <td>{month.days} days</td>
          </tr>
        </tbody>
      </table>
      <p>
        A boost places your listing after featured listings and ahead of all the others for the time it runs,
        with a <strong>Boosted</strong> badge on its card. It does not renew: when it ends, your listing
        simply returns to its normal place. <em>Cancel boost</em> in the listing's menu ends it at once.
        Boosts are not refundable once started.
      </p>

      <h2 id="ranking">Ranking, step by step</h2>
      <p>Every airport search is ordered in three groups:</p>
      <ol>
        <li>
          <strong>Featured</strong> listings
        </li>
        <li>
          <strong>Boosted</strong> listings
        </li>
        <li>
          <strong>Everything else</strong>, newest first by default
        </li>
      </ol>
      <p>
        For example, if an airport has ten crashpads, one featured and two boosted, crew see the featured one
        first, then the two boosted ones, then the other seven with the newest at the top. Only active
        listings take part; an inactive listing is hidden from search whether or not it is featured.
      </p>

      <h2 id="questions">Common questions</h2>
      <h3>Which one gives better value?</h3>
      <p>
        If you want to stay at the top month after month, {featured.title} at{' '}
        {formatPrice(featured.priceCents)} a month is the cheaper way. A boost suits a short push, such as
        filling a bed that has just come free.
      </p>
      <h3>Does featuring change my reviews or how my listing looks?</h3>
      <p>
        No. It changes only where your listing appears. What crew read, and whether they write to you, still
        depends on the listing itself; see <Link to="/quality-listings">quality listings</Link>.
      </p>
      <h3>Can I get a refund?</h3>
      <p>
        Featured cancels at the end of the paid month with no partial refund, and boosts are not refundable
        once started. A duplicate or mistaken charge is always refunded in full; see the{' '}
        <Link to="/refund-policies">refund policy</Link>.
      </p>
      <h3>Where do I start?</h3>
      <p>
        Start with the overview on <FeatureLink to="/featured">featured listings</FeatureLink>, or{' '}
        <Link to="/contact">contact us</Link> with any question. We answer within 24 hours.
      </p>

      <h2 id="get-started">How to buy</h2>
      <ol>
        <li>
          Open <Link to="/my-crashpads">My crashpads</Link> and, in the menu of an active listing, choose{' '}
          <em>Feature this listing</em>.
        </li>
        <li>Choose {featured.title} or a boost; the page shows the price before you pay.</li>
        <li>
          Pay with the card on file, or add a new one. You get a receipt by e-mail, and the listing moves up
          in its airport search at once.
        </li>
      </ol>
      <p>
        New here? <Link to="/create-account">Create an account</Link> and list your crashpad first: only an
        active listing can be featured or boosted.
      </p>
    </InfoPage>
  );
}
