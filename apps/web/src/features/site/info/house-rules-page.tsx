import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function HouseRulesPage() {
  return (
    <InfoPage
      slug="house-rules"
      lead="A crashpad works when everyone knows the rules before they move in. These are the rules most crashpads write down, and what to think about for each."
    >
      <h2 id="part-of-the-listing">Rules are part of every listing</h2>
      <p>
        Each listing has a house rules section that crew read before they message you, so write your rules
        there in plain words. Keep contact details out of it: phone numbers and e-mail addresses are removed
        from the text, and all contact happens through messages. If you have a longer house manual, you can
        attach up to three PDF documents to the listing.
      </p>

      <h2 id="common-rules">The rules most crashpads need</h2>
      <ul>
        <li>
          <strong>Quiet hours.</strong> Crew sleep at all hours: before a 5 AM report, after a red-eye, in the
          afternoon on reserve. Many crashpads keep the bedrooms quiet around the clock, with phone calls and
          TV in common areas only, headphones for video, and alarms on vibrate where possible.
        </li>
        <li>
          <strong>Nights per month.</strong> Say how many nights each tenant may stay in a month. Every
          listing has a maximum days per month setting, from 1 to 31 (30 unless you change it); explain in
          your rules what happens if someone needs extra nights.
        </li>
        <li>
          <strong>Guests.</strong> Most crashpads allow no overnight guests, because a guest takes a bed a
          paying tenant may need. If you allow visitors, say when and where.
        </li>
        <li>
          <strong>Alcohol and smoking.</strong> Crew have strict rules of their own about alcohol before duty;
          many crashpads ban alcohol in bedrooms and smoking or vaping anywhere indoors. State where, if
          anywhere, smoking is allowed outside.
        </li>
        <li>
          <strong>Cleaning.</strong> A written rota works better than good intentions: who cleans the kitchen,
          bathrooms and floors, and how often. Say whether you have a cleaner and whether tenants share that
          cost.
        </li>
        <li>
          <strong>Kitchen and fridge.</strong> Label food with name and date, clear out anything left when you
          leave for a trip, wash and put away dishes straight after use.
        </li>
        <li>
          <strong>Linens.</strong> For hot beds, tenants usually bring their own sheets or strip the bed when
          they leave. For cold beds, say who washes the linens and how often.
        </li>
        <li>
          <strong>Lockers and storage.</strong> Say whether each tenant gets a locker, where uniforms and
          luggage go, and that nothing is left on a shared bed.
        </li>
        <li>
          <strong>Parking.</strong> How many cars, where to park, whether parking costs extra, and whether
          tenants may leave a car while away on a trip.
        </li>
        <li>
          <strong>Keys and door codes.</strong> How tenants get in, whether codes change when someone moves
          out, and what to do if a key is lost.
        </li>
      </ul>

      <h2 id="safety">Safety</h2>
      <ul>
        <li>Working smoke detectors in every bedroom and hallway, tested regularly.</li>
        <li>A first aid kit and a fire extinguisher in a place everyone knows.</li>
        <li>
          Emergency contacts posted in the house: local emergency services and how to reach you or your
          manager.
        </li>
        <li>Exits kept clear, even in a full room of bunks.</li>
      </ul>

      <h2 id="check-out">What happens at check-out</h2>
      <p>
        Write down what a tenant must do when the rental ends: clear the locker and fridge shelf, strip the
        bed, return keys, and by what time. Say how and when the deposit is returned and what may be deducted
        from it. Tenants can ask to change their check-out date through the site, and you confirm it; see{' '}
        <FeatureLink to="/tenant-management">tenant management</FeatureLink>.
      </p>

      <h2 id="next">Related</h2>
      <ul>
        <li>
          <Link to="/quality-listings">Quality listings</Link>: what makes crew trust a listing
        </li>
        <li>
          <Link to="/policies">Policies</Link>: what the marketplace allows and does not allow
        </li>
        <li>
          <Link to="/what">What is a crashpad?</Link>
        </li>
      </ul>
    </InfoPage>
  );
}
