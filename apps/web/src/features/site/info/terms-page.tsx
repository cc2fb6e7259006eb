import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function TermsPage() {
  return (
    <InfoPage
      slug="terms"
      lead="These terms apply to everyone who uses the marketplace: seekers looking for a bed, tenants living in a crashpad, and listers who own or run one. By creating an account you agree to them."
    >
      <h2 id="accounts">1. Your account</h2>
      <ul>
        <li>Give accurate details, use your own e-mail address, and keep one account per person.</li>
        <li>Keep your password to yourself. You are responsible for what happens in your account.</li>
        <li>Verify your e-mail address with the link we send you.</li>
      </ul>

      <h2 id="plans">2. Plans and renewals</h2>
      <ul>
        <li>
          <strong>Seekers</strong> pay $9.99 once for 6 months of access. The account expires after 6 months
          and never renews automatically. The seeker plan cannot be changed.
        </li>
        <li>
          <strong>Listers</strong> pay a yearly package: The New Hire ($49), Line Holder ($89) or Senior Mama
          ($149). Packages renew automatically one year after sign-up, and the saved card is charged on the
          renewal date. If that charge fails, the account expires. Changing package charges the new package's
          full price and starts a new year; there is no proration.
        </li>
        <li>
          <strong>Tenants</strong> invited into a bed by a lister join for free.
        </li>
        <li>
          <strong>Featured listings</strong> renew monthly until cancelled; boosts are paid once.
        </li>
      </ul>
      <p>
        Current prices are on <Link to="/fees">fees and plans</Link>. Refunds are covered by our{' '}
        <Link to="/refund-policies">refund policy</Link>.
      </p>

      <h2 id="payments">3. Payments</h2>
      <p>
        Card payments are processed by our payment provider; we do not receive or store card numbers. By
        saving a card you allow us to charge it for the plans and renewals you choose. Removing your saved
        card makes your account inactive and stops charges. Listers who use{' '}
        <FeatureLink to="/autopay">AutoPay</FeatureLink> agree to its fees and schedule, and tenants who
        accept an AutoPay rental allow their card to be charged the deposit, the prorated first month and the
        monthly rent on the agreed payment day until the rental ends.
      </p>

      <h2 id="venue">4. We are a venue</h2>
      <p>
        We provide the place where seekers and listers find each other, talk and manage rentals. We do not
        own, inspect or manage any crashpad. The rental agreement is between the lister and the tenant, and
        they are responsible for it: the condition of the property, the rent, the deposit, the house rules and
        the law where the crashpad is. We do not run background checks on members; airline employees are
        vetted by their airlines, and listers should satisfy themselves about who they invite.
      </p>

      <h2 id="content">5. Content you upload</h2>
      <p>
        You keep ownership of the listings, photos, documents, reviews and messages you post. You allow us to
        store, display and process them as needed to run the marketplace, for example to resize photos and
        show your listing in search. You must have the right to post what you upload, and it must be accurate
        and follow our <Link to="/policies">policies</Link> and{' '}
        <Link to="/image-requirements">image requirements</Link>. We may remove contact details from listing
        text and remove content that breaks these terms.
      </p>

      <h2 id="conduct">6. Conduct</h2>
      <p>
        Do not mislead, harass or threaten other members, post fake listings or reviews, collect money for
        beds that do not exist, send spam, or try to get into accounts or data that are not yours. We may
        deactivate listings and suspend or close accounts that break these terms.
      </p>

      <h2 id="closing">7. Closing your account</h2>
      <p>
        You may close your account at any time; we confirm it with a code sent to your e-mail. Closing
        deactivates the account rather than erasing it, ends your sessions, hides your listings and cancels
        renewals.
      </p>

      <h2 id="liability">8. Limits of our responsibility</h2>
      <p>
        We work to keep the site running and accurate, but it is provided as it is, without promises that it
        will always be available or error-free. As far as the law allows, we are not responsible for what
        happens between members, in a crashpad or under a rental agreement, including loss, damage or injury,
        and our responsibility to you is limited to the fees you paid us for the service concerned. Nothing in
        these terms takes away rights that the law says cannot be taken away.
      </p>

      <h2 id="changes">9. Changes to these terms</h2>
      <p>
        We may update these terms as the marketplace changes. When we make an important change we will tell
        members before it applies. If you keep using the site after that, the new terms apply; if you do not
        agree, you can close your account.
      </p>

      <h2 id="contact">10. Questions</h2>
      <p>
        Write to us through <Link to="/contact">contact us</Link>. We answer every message within 24 hours.
      </p>
    </InfoPage>
  );
}
