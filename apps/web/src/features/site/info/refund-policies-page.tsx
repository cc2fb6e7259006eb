import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function RefundPoliciesPage() {
  return (
    <InfoPage
      slug="refund-policies"
      lead="What can be refunded, what cannot, and how to ask. In short: plan fees pay for a term and are not refunded once it has started, mistakes are always put right, and rent refunds are between tenant and owner."
    >
      <h2 id="plan-fees">Plan fees</h2>
      <p>
        The seeker plan ($9.99 for 6 months) and the lister packages ($49, $89 or $149 a year) are charged for
        the whole term. Once the term has started they are generally not refundable, including when you stop
        using the site early or close your account before the term ends.
      </p>
      <p>We refund in full when:</p>
      <ul>
        <li>
          <strong>You were charged twice or by mistake,</strong> for example a duplicate charge for the same
          plan, or a charge you did not choose.
        </li>
        <li>
          <strong>A renewal went through after you had cancelled it</strong> in advance, by closing your
          account or removing your saved card before the renewal date.
        </li>
      </ul>
      <p>
        Changing package charges the full price of the new package and starts a new year. The package you
        leave is not refunded or prorated, so change package when you are sure you need it.
      </p>

      <h2 id="featured">Featured listings and boosts</h2>
      <ul>
        <li>
          <strong>Featured ($9.99 a month)</strong> can be cancelled at any time. There are no partial
          refunds: your listing stays featured until the end of the month you have paid for, and is not
          charged again.
        </li>
        <li>
          <strong>Boosts ($5 for a week, $15 for a month)</strong> are one-off payments and are not refundable
          once the boost has started.
        </li>
      </ul>
      <p>
        More on how these work: <FeatureLink to="/featured">featured listings</FeatureLink>.
      </p>

      <h2 id="rent">Rent and deposits</h2>
      <p>
        Rent and deposits paid by <FeatureLink to="/autopay">AutoPay</FeatureLink> go to the crashpad owner's
        own payout account, not to us. A refund of rent or a deposit is therefore between the tenant and the
        owner, under the rental agreement they made. The owner can refund a card payment through their Stripe
        account. Money paid outside the site, in cash or by any other method, is also settled directly between
        tenant and owner.
      </p>
      <p>
        If you cannot agree, tell us through <Link to="/problems">report a problem</Link>. We cannot move
        money from an owner's account, but we look at every report and may act on listings or accounts that
        break our <Link to="/policies">policies</Link>.
      </p>

      <h2 id="how-to-ask">How to ask for a refund</h2>
      <ol>
        <li>
          Write to us through <Link to="/contact">contact us</Link> within 30 days of the charge.
        </li>
        <li>
          Include the e-mail address of your account, the date and amount of the charge, the last 4 digits of
          the card, and why you are asking.
        </li>
        <li>We answer within 24 hours and tell you whether the refund is approved.</li>
      </ol>
      <p>
        Approved refunds go back to the card that was charged. How quickly they appear on your statement
        depends on your bank.
      </p>
    </InfoPage>
  );
}
