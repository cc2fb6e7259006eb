import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function PoliciesPage() {
  return (
    <InfoPage
      slug="policies"
      lead="The marketplace works because crew can trust what they read and owners can trust who they talk to. These policies apply to everyone who uses the site."
    >
      <h2 id="accurate-listings">Listings must be accurate</h2>
      <ul>
        <li>
          Describe the place as it is: the real number of rooms and beds, the rent and deposit you actually
          charge, the right airports and distance, the bathrooms and the amenities.
        </li>
        <li>
          Use real, current photos of the crashpad itself, following our{' '}
          <Link to="/image-requirements">image requirements</Link>.
        </li>
        <li>
          Keep it up to date. When beds fill or free up, keep your tenants in the site so the listing shows
          the right availability.
        </li>
        <li>One listing per crashpad location. Do not post the same place twice.</li>
      </ul>

      <h2 id="preferences">Preferences and fair treatment</h2>
      <p>
        A listing may state preferences that suit a shared crew house, such as males only, females only or
        pilots only, and whether beds are hot or cold. Beyond the preferences your listing states, do not turn
        people away or treat them differently because of their race, colour, religion, national origin,
        disability or any similar reason. Owners are also responsible for following the housing laws where
        their crashpad is.
      </p>

      <h2 id="contact-details">Contact details stay out of listing text</h2>
      <p>
        Phone numbers, e-mail addresses and links to contact you elsewhere are not allowed in listing text;
        they are removed from house rules automatically. Crew reach you through messages, and you choose who
        sees your phone number.
      </p>

      <h2 id="payments">Payments and scams</h2>
      <ul>
        <li>
          Do not send a deposit until you have talked with the owner through the site and are sure the
          crashpad and the bed are real. Be wary of anyone who asks for gift cards, or who wants money before
          you may see the place.
        </li>
        <li>
          Paying rent off the platform is allowed between a tenant and their owner, but using payments to
          deceive anyone, such as collecting deposits for beds that do not exist, gets accounts closed.
        </li>
        <li>
          Rent charged by <FeatureLink to="/autopay">AutoPay</FeatureLink> goes to the owner's own payout
          account. Owners can record cash and other payments as manual payments.
        </li>
      </ul>

      <h2 id="messaging">Messaging conduct</h2>
      <p>
        Messages are for renting, living in and running crashpads. Be polite and honest. No harassment,
        threats, spam, advertising or repeated messages to someone who has not replied. Owners may write to
        their own tenants and reply to anyone who wrote to them; they may not use the site to send unsolicited
        messages to other members.
      </p>

      <h2 id="reviews">Reviews must be honest</h2>
      <p>
        Only someone who held an accepted rental at one of an owner's crashpads may review that owner, once
        per listing, with 1 to 5 stars. Write about your own experience. Owners may respond once to each
        review. Reviews in exchange for money or rent discounts, reviews of your own crashpad and threats of
        bad reviews are not allowed.
      </p>

      <h2 id="enforcement">When rules are broken</h2>
      <p>
        We may remove content, deactivate listings and suspend accounts that break these policies or our{' '}
        <Link to="/terms">terms of use</Link>. If you see something wrong,{' '}
        <Link to="/problems">report a problem</Link> and we will look into it. We answer every report within
        24 hours.
      </p>
    </InfoPage>
  );
}
