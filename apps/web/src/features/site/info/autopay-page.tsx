import { Link } from 'react-router';
import { AUTOPAY_FEE_PERCENT } from '@crashpad/shared/plans';
import { FeatureLink, InfoPage } from './info-page';

export default function AutopayPage() {
  return (
    <InfoPage
      slug="autopay"
      lead="AutoPay collects rent by card on the same day every month and pays it out to the crashpad owner's bank. No chasing, no cash in envelopes, and a record of every payment."
    >
      <h2 id="for-owners">Setting it up as an owner</h2>
      <ol>
        <li>
          Turn AutoPay on and connect a Stripe Express payout account. Rent is paid out from there to your own
          bank account.
        </li>
        <li>
          Send a tenant an invitation to join with the rental agreement: the location, the room and bed, the
          monthly rent, the deposit (if any), the move-in date, and the payment day, any day from the 1st to
          the 28th.
        </li>
        <li>When the tenant accepts, everything after that runs by itself.</li>
      </ol>
      <p>
        Already have tenants who pay you another way? Send one of them an AutoPay request; they can accept or
        decline it.
      </p>

      <h2 id="for-tenants">What happens as a tenant</h2>
      <ul>
        <li>You need a saved card to accept an AutoPay invitation.</li>
        <li>If the agreement has a deposit, it is charged when you accept.</li>
        <li>The first month's rent is prorated and charged at 7:00 AM UTC on your move-in date.</li>
        <li>
          After that, the full rent is charged at 7:00 AM UTC on the payment day each month, until the rental
          ends.
        </li>
      </ul>

      <h2 id="proration">How the first month is worked out</h2>
      <p>The first charge covers only the days from your move-in date up to the next payment day:</p>
      <p>
        <strong>rent × (days from move-in up to the next payment day) ÷ (days in that month)</strong>, rounded
        to the cent.
      </p>
      <p>
        For example, with rent of $300 and a payment day of the 1st, a tenant who moves in on 20 June pays for
        the 11 days from 20 June up to 1 July, out of June's 30 days: $300 × 11 ÷ 30 = $110.00 on 20 June,
        then $300 on 1 July and on the 1st of every month after that.
      </p>

      <h2 id="fees">Fees</h2>
      <p>
        The platform fee is {AUTOPAY_FEE_PERCENT}% of each charge, on top of the card processor's fees, plus a
        flat monthly fee for the Express payout account, currently $0. Collecting rent any other way has no
        AutoPay fee. All fees are on <Link to="/fees">fees and plans</Link>.
      </p>

      <h2 id="safeguards">Safeguards</h2>
      <ul>
        <li>A charge is never made twice for the same rental and the same month.</li>
        <li>
          If a charge fails, it is recorded, both the tenant and the owner are e-mailed, and it is retried
          once a day for 3 days. Updating the saved card is usually all it takes.
        </li>
        <li>
          Card numbers go straight to the payment provider's secure form and never reach our servers. See{' '}
          <Link to="/security">security</Link>.
        </li>
      </ul>

      <h2 id="optional">AutoPay is optional</h2>
      <p>
        Nobody has to use AutoPay to join a crashpad. A tenant may ask their owner to disable it, and an owner
        may keep collecting rent by cash, Zelle, Venmo or any other way and record it as a manual payment, so
        monthly revenue stays complete.
      </p>

      <h2 id="payment-requests">One-time payment requests</h2>
      <p>
        For anything outside the monthly rent, an owner can send one of their accepted tenants a payment
        request for a deposit, rent, parking or something else. The tenant pays it with their saved card, or
        rejects it with an optional reason.
      </p>
      <p>
        Rent and deposits paid by AutoPay go to the owner, so questions about refunding them are between
        tenant and owner; see our <Link to="/refund-policies">refund policy</Link>. To see how AutoPay fits
        with the rest of your rentals, read{' '}
        <FeatureLink to="/tenant-management">tenant management</FeatureLink>.
      </p>
    </InfoPage>
  );
}
