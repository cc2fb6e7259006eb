import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function ProblemsPage() {
  return (
    <InfoPage
      slug="problems"
      lead="If something is wrong with a listing, another member, a payment or the site itself, tell us. Here is how, what to include, and what happens next."
    >
      <h2 id="emergencies">Emergencies first</h2>
      <p>
        If anyone is in danger, or there is a fire, a break-in or a medical emergency, call your local
        emergency services first. We are an online marketplace and cannot send help. Tell us afterwards, once
        everyone is safe.
      </p>

      <h2 id="what-to-report">What you can report</h2>
      <ul>
        <li>
          <strong>A listing:</strong> photos or details that do not match the crashpad, beds that do not
          exist, contact details hidden in the text, or a listing you think is a scam.
        </li>
        <li>
          <strong>A member:</strong> harassment, threats, spam, a request to pay a deposit in a way that feels
          wrong, or a review you believe is fake.
        </li>
        <li>
          <strong>A payment:</strong> a duplicate or mistaken charge, a plan renewal you did not expect, or an
          AutoPay charge you think is wrong.
        </li>
        <li>
          <strong>The site:</strong> a page that does not work, an e-mail that never arrived, or anything that
          looks like a security problem.
        </li>
      </ul>

      <h2 id="how-to-report">How to report</h2>
      <p>
        Write to us through <Link to="/contact">contact us</Link>. The more we know, the faster we can act, so
        include:
      </p>
      <ul>
        <li>The e-mail address of your account.</li>
        <li>
          The link to the listing, or the airport code and the crashpad's name, for example "near DFW, the
          house on the north side".
        </li>
        <li>The name of the member involved, as it appears on the site.</li>
        <li>The dates and times, and for payments the amount and the last 4 digits of the card.</li>
        <li>Screenshots of the listing, messages or error you saw.</li>
        <li>What you would like to happen.</li>
      </ul>

      <h2 id="what-happens-next">What happens next</h2>
      <ol>
        <li>We answer within 24 hours, and may ask you for more details.</li>
        <li>
          We look at the listing, the payment records and what you sent us, and may contact the other member
          for their side.
        </li>
        <li>
          If someone has broken our <Link to="/policies">policies</Link>, we may remove content, deactivate
          the listing or suspend the account. We tell you when we have acted, though we do not share another
          member's private data.
        </li>
      </ol>
      <p>
        Rent and deposits are agreed between tenant and owner, so we cannot decide rent disputes or move money
        out of an owner's account. We can explain what the records show and help both sides understand where
        they stand. See our <Link to="/refund-policies">refund policy</Link>.
      </p>

      <h2 id="failed-payments">A failed AutoPay charge</h2>
      <p>
        If an <FeatureLink to="/autopay">AutoPay</FeatureLink> rent charge fails, both tenant and owner are
        e-mailed and the charge is retried once a day for 3 days. Usually the fix is to update the saved card.
        You only need to contact us if the retries fail and you cannot sort it out between you.
      </p>

      <h2 id="meanwhile">In the meantime</h2>
      <ul>
        <li>Do not send money to someone you are reporting.</li>
        <li>
          Keep your conversation on the site, so there is a written record you can screenshot and send us.
        </li>
        <li>
          If you think your account has been used by someone else, change your password now; see{' '}
          <Link to="/security">security</Link>.
        </li>
      </ul>
    </InfoPage>
  );
}
