import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function HelpPage() {
  return (
    <InfoPage
      slug="help"
      lead="Short answers to the questions crew and crashpad owners ask us most. If yours is not here, write to us: we answer every message within 24 hours."
    >
      <h2 id="seekers">Looking for a crashpad</h2>
      <h3>How do I find a crashpad?</h3>
      <p>
        Start from <Link to="/airports">crashpads by city and airport</Link>, or go straight to an airport,
        for example <Link to="/search/airports/dfw">crashpads near DFW</Link>. Each listing shows its distance
        from the airport, rent, beds, photos and house rules. New to crashpads? Read{' '}
        <Link to="/what">what is a crashpad</Link>.
      </p>
      <h3>What does it cost to message owners?</h3>
      <p>
        Seeker access is $9.99, paid once, for 6 months of unlimited messaging. It never renews by itself. See{' '}
        <Link to="/fees">fees and plans</Link>.
      </p>
      <h3>What do "No Vacancy" and "Last 2 Beds" mean?</h3>
      <p>
        They show how many beds are free right now. When every bed is taken, the listing says "CrashPad full -
        Send message to join waiting list": write to the owner and ask to be told when a bed opens.
      </p>

      <h2 id="tenants">Tenants</h2>
      <h3>I received an invitation. What now?</h3>
      <p>
        Open the link in the e-mail. If you already have an account, you accept the invitation; if not, you
        create an account first. Joining as an invited tenant is free. Invitation links expire after 14 days;
        if yours has expired, ask the owner to resend it.
      </p>
      <h3>Do I have to pay rent by card?</h3>
      <p>
        No. <FeatureLink to="/autopay">AutoPay</FeatureLink> is optional. If your owner invites you with
        AutoPay, you need a saved card to accept; any deposit is charged when you accept and the first month
        is prorated. You can ask your owner to turn AutoPay off.
      </p>
      <h3>My plans changed. Can I move my check-out date?</h3>
      <p>Yes. Request a new check-out date from your rental; your owner confirms the change.</p>
      <h3>Who can I message?</h3>
      <p>As a tenant you can write to the owners who invited you, and they can write to you.</p>

      <h2 id="listers">Crashpad owners</h2>
      <h3>Which package do I need?</h3>
      <p>
        The New Hire ($49 a year) covers one location with up to 15 tenants, Line Holder ($89) two to four
        locations with up to 100 tenants, and Senior Mama ($149) unlimited locations and tenants. Packages
        renew yearly. See <Link to="/listing-apps">pricing for listers</Link>.
      </p>
      <h3>Why were phone numbers removed from my house rules?</h3>
      <p>
        Contact happens through messages, so phone numbers and e-mail addresses are taken out of listing text.
        You choose whether your phone number is shown to all logged-in members or only to your own tenants.
      </p>
      <h3>Why can I not deactivate or delete my listing?</h3>
      <p>
        A listing with pending or accepted tenants cannot be deactivated or deleted. Once those rentals have
        ended and no invitations are pending, you can. See{' '}
        <FeatureLink to="/tenant-management">tenant management</FeatureLink>.
      </p>
      <h3>How do I get paid?</h3>
      <p>
        With AutoPay, rent goes to your own Stripe Express payout account and on to your bank. Rent you
        receive in cash, Zelle, Venmo or any other way can be recorded as a manual payment so your revenue
        reports stay complete.
      </p>
      <h3>Who can review my crashpad?</h3>
      <p>
        Only people who held an accepted rental at one of your crashpads, once per listing, with 1 to 5 stars.
        You can respond once to each review.
      </p>

      <h2 id="account">Your account</h2>
      <h3>I forgot my password.</h3>
      <p>
        Use "forgot password" when you log in and we e-mail you a reset link. It works once and expires after
        60 minutes. E-mail verification links expire after 24 hours.
      </p>
      <h3>How do I close my account?</h3>
      <p>
        We e-mail you a 6-digit code to confirm; it is valid for 15 minutes. Closing ends your sessions, hides
        your listings and cancels renewals. Your data is deactivated, not erased. More on our{' '}
        <Link to="/security">security page</Link>.
      </p>

      <h2 id="still-stuck">Still stuck?</h2>
      <p>
        <Link to="/contact">Contact us</Link>, or <Link to="/problems">report a problem</Link> with a listing,
        a member or a payment. We answer within 24 hours.
      </p>
    </InfoPage>
  );
}
