import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function SecurityPage() {
  return (
    <InfoPage
      slug="security"
      lead="Your account holds your messages, your rentals and your payment method. Here is how we protect them, and what you can do to keep them safe."
    >
      <h2 id="passwords">Passwords</h2>
      <p>
        Your password is hashed with argon2id, a slow, modern hashing method, before it is stored. We never
        store it or write it to logs in plain text, so nobody here can read it. Use a password you do not use
        anywhere else.
      </p>

      <h2 id="sessions">Sessions</h2>
      <p>
        Sessions live on our server and can be revoked. Logging out, changing your password or closing your
        account ends your sessions on the server, not just in your browser. If you think someone else has used
        your account, change your password: that signs out everyone using the old one.
      </p>

      <h2 id="email-links">Links and codes we e-mail you</h2>
      <ul>
        <li>Password reset links work once and expire after 60 minutes.</li>
        <li>E-mail verification links expire after 24 hours.</li>
        <li>
          Closing your account needs a 6-digit code we e-mail to you. The code is valid for 15 minutes and
          allows 5 tries.
        </li>
      </ul>
      <p>We will never ask you for your password or a code in a message. Anyone who does is not us.</p>

      <h2 id="cards">Card payments</h2>
      <p>
        You enter your card number into the secure form of our payment provider, Stripe. The card number never
        reaches our servers and is never stored by us. We keep only the card brand, the last 4 digits and the
        expiry date, so you can tell which card is saved.
      </p>
      <p>
        Rent paid by <FeatureLink to="/autopay">AutoPay</FeatureLink> goes to the crashpad owner's own Stripe
        Express account and from there to their bank. It does not sit in an account of ours.
      </p>

      <h2 id="privacy">Your data and other members</h2>
      <ul>
        <li>
          Another member's private data, such as their account details, payments, cards and conversations with
          others, is never visible to you, and yours is never visible to them. Only what a member publishes,
          like a listing or a review, is public.
        </li>
        <li>
          Photos you upload are stripped of location (EXIF and GPS) data. See{' '}
          <Link to="/image-requirements">image requirements</Link>.
        </li>
        <li>
          Phone numbers and e-mail addresses are removed from house rules text. Owners choose whether their
          phone number is shown to all logged-in members or only to their own tenants.
        </li>
      </ul>

      <h2 id="closing">Closing your account or removing your card</h2>
      <p>
        Closing your account deactivates it rather than erasing it: your data is kept, your sessions end, your
        listings are hidden and any renewals are cancelled. Removing your saved card makes your account
        inactive and stops all charges.
      </p>

      <h2 id="fraud">Staying safe</h2>
      <ul>
        <li>Keep conversations and payments on the site where you can, so there is a record.</li>
        <li>Be careful with anyone who asks for a deposit before you can confirm the crashpad is real.</li>
        <li>Check links in e-mails go to this site before you log in through them.</li>
      </ul>
      <p>
        If you suspect fraud or a compromised account, tell us through <Link to="/contact">contact us</Link>{' '}
        or <Link to="/problems">report a problem</Link>. We answer within 24 hours.
      </p>
    </InfoPage>
  );
}
