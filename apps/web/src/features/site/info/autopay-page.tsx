import { Link } from 'react-router';
import { CardFeeExample, CardFeeSentence } from './card-fees';
import { FeatureLink, InfoPage } from './info-page';

export default function AutopayPage() {
  return (
    <InfoPage
      slug="autopay"
      lead="AutoPay charges each tenant's rent to their card on the payment day every month and pays it out to the crashpad owner's Stripe account, and from there to their bank. No chasing, no cash in envelopes, and a record of every payment for both of you."
    >
      <h2 id="for-owners">Setting it up as an owner</h2>
      <ol>
        <li>
          In your <Link to="/account-setting?tab=autopay">account settings, Automatic Rent Payments</Link>,
          turn AutoPay on and press Complete Onboarding. Stripe, our payment provider, opens an Express payout
          account for you and asks for the bank account or debit card that receives your rent. It takes a few
          minutes, and you come back to the same tab when it is done.
        </li>
        <li>
          Choose how often Stripe pays you out: daily, weekly or monthly. View Stripe Account on the same tab
          opens your Stripe dashboard, with every payout and the date it reaches your bank.
        </li>
        <li>
          In <Link to="/my-crew">My Crew</Link>, press Add Tenant and turn its AutoPay switch on. The
          invitation carries the rental agreement: the crashpad, the room and bed, the monthly rent, the
          deposit (if any), the move-in date and the payment day, any day from the 1st to the 28th.
        </li>
        <li>When the tenant accepts, everything after that runs by itself.</li>
      </ol>
      <p>
        Already have tenants who pay you another way? Choose AutoPay request from a tenant's menu in My Crew.
        It proposes the rent, the deposit and the payment day; once the tenant accepts, those three are locked
        for the rental and the deposit is charged. Until then you can withdraw the request.
      </p>

      <h2 id="for-tenants">What happens as a tenant</h2>
      <ul>
        <li>
          Save a card under <Link to="/account-setting?tab=payment-methods">Payment method</Link> in your
          account settings. You need it to accept an AutoPay invitation or request, and the site asks for it
          when you press Accept.
        </li>
        <li>If the agreement has a deposit, it is charged when you accept.</li>
        <li>The first month's rent is prorated and charged at 7:00 AM UTC on your move-in date.</li>
        <li>
          After that, the full rent is charged at 7:00 AM UTC on the payment day each month, until the rental
          ends.
        </li>
        <li>
          Every charge is listed under Your payments in <Link to="/my-crashpad">My CrashPad Rentals</Link>,
          and you get a receipt by e-mail.
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
        <CardFeeSentence /> Collecting rent any other way has no fee. All fees are on{' '}
        <Link to="/fees">fees and plans</Link>.
      </p>
      <CardFeeExample />
      <p>
        Your payment history in My Crew, the revenue history, the CSV export and each receipt show every
        payment this way: the amount, each fee, and what you receive.
      </p>

      <h2 id="owners-payments">Following the money as an owner</h2>
      <p>
        Each tenant's payment history in My Crew lists their AutoPay charges next to the payments you recorded
        by hand, and the <Link to="/lister/payments">revenue history</Link> adds them up month by month with
        your occupancy. Payouts to your bank are in your Stripe dashboard.
      </p>

      <h2 id="safeguards">Safeguards</h2>
      <ul>
        <li>A charge is never made twice for the same rental and the same month.</li>
        <li>
          If a card is declined, the tenant sees a red notice on the rental in My CrashPad Rentals with the
          bank's reason, Update card and Pay now, and the owner sees "Payment failed" on the tenant in My
          Crew. Both are e-mailed, and the charge is tried again once a day for 3 days. Pay now charges it at
          once, and never twice.
        </li>
        <li>
          Card numbers go straight to the payment provider's secure form and never reach our servers. See{' '}
          <Link to="/security">security</Link>.
        </li>
      </ul>

      <h2 id="optional">AutoPay is optional</h2>
      <p>
        Nobody has to use AutoPay to join a crashpad. A tenant may ask their owner to disable it from My
        CrashPad Rentals, and rent is charged until the owner confirms; an owner may disable it for one tenant
        from My Crew, or for everyone by turning AutoPay off in the settings. AutoPay also stops by itself
        when a rental ends. Owners who collect rent by cash, Zelle, Venmo or any other way record it as a
        manual payment, so monthly revenue stays complete.
      </p>

      <h2 id="payment-requests">One-time payment requests</h2>
      <p>
        For anything outside the monthly rent, an owner can send one of their accepted tenants a payment
        request for a deposit, rent, parking or something else from the tenant's menu in My Crew. The tenant
        finds it under One-Time Payment in their account settings and pays it with their saved card, or
        rejects it with an optional reason. Payment requests work whether or not the tenant uses AutoPay.
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
