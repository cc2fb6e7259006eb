import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function AdvertisePage() {
  return (
    <InfoPage
      slug="advertise"
      lead="Put your business in front of pilots, flight attendants and crashpad owners at the moment they are thinking about life near their base."
    >
      <h2 id="who-you-reach">Who you reach</h2>
      <p>
        People come here to find or run crew housing near airports: crew who are moving to a new base or
        commuting to one, and owners who run crashpads near those airports. They browse by city and airport,
        so your message can sit next to something they are already planning.
      </p>

      <h2 id="good-fit">Businesses that fit</h2>
      <ul>
        <li>Airport parking, shuttles and ride services near crew bases</li>
        <li>Uniform tailoring, dry cleaning and shoe repair</li>
        <li>Luggage, crew bags and travel gear</li>
        <li>Gyms, meal prep and food delivery near the airport</li>
        <li>Commuting, scheduling and other apps made for crew</li>
        <li>Furniture, bunk beds, linens and cleaning services for crashpad owners</li>
        <li>Insurance, tax and financial services that understand crew and landlords</li>
      </ul>
      <p>
        If your business serves airline crew or the people who house them, we would like to hear from you.
      </p>

      <h2 id="prices">Prices</h2>
      <table>
        <thead>
          <tr>
            <th>Term</th>
            <th>Price</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>12-month term</td>
            <td>$50 per month</td>
          </tr>
          <tr>
            <td>Month-to-month</td>
            <td>$150 per month</td>
          </tr>
        </tbody>
      </table>
      <p>
        The 12-month term costs a third of the month-to-month price. Month-to-month suits a seasonal offer or
        a first trial.
      </p>

      <h2 id="how-to-start">How to start</h2>
      <ol>
        <li>
          Write to us through <Link to="/contact">contact us</Link> with "Advertising" in the subject.
        </li>
        <li>
          Tell us your business, what you would like to promote, the cities or airports that matter to you,
          and which term you prefer.
        </li>
        <li>We answer within 24 hours to agree the details with you.</li>
      </ol>

      <h2 id="guidelines">Our guidelines</h2>
      <ul>
        <li>Ads must be honest about what you offer and what it costs.</li>
        <li>
          Ads must be relevant to crew or crashpad owners. We may decline ads that are not, or that could be
          mistaken for a crashpad listing.
        </li>
        <li>
          Advertising is separate from listings. Crashpad owners who want more visibility for a listing should
          look at <FeatureLink to="/featured">featured listings</FeatureLink> instead.
        </li>
      </ul>
    </InfoPage>
  );
}
