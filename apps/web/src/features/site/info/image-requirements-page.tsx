import { Link } from 'react-router';
import { InfoPage } from './info-page';

export default function ImageRequirementsPage() {
  return (
    <InfoPage
      slug="image-requirements"
      lead="Crew choose a crashpad from its photos before they ever read the rules. Bright, honest pictures of the real rooms rent beds; these are the requirements and some tips."
    >
      <h2 id="requirements">The requirements</h2>
      <table>
        <thead>
          <tr>
            <th>What</th>
            <th>Requirement</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>File type</td>
            <td>jpg, jpeg or png only</td>
          </tr>
          <tr>
            <td>File size</td>
            <td>Under 1 MB each is our guidance; the uploader refuses any file over 6 MB</td>
          </tr>
          <tr>
            <td>Dimensions</td>
            <td>
              At most 8,192 × 6,144 pixels (about 50 megapixels, enough for the photos of any phone camera)
            </td>
          </tr>
          <tr>
            <td>Number of photos</td>
            <td>At least 1 and at most 15 per listing, one of them marked as the primary photo</td>
          </tr>
          <tr>
            <td>Orientation</td>
            <td>Landscape (wider than tall)</td>
          </tr>
          <tr>
            <td>Content</td>
            <td>Real photos of this crashpad; no people, text overlays, watermarks or phone numbers</td>
          </tr>
        </tbody>
      </table>

      <h2 id="what-to-photograph">What to photograph</h2>
      <ul>
        <li>
          <strong>Every bedroom,</strong> showing the beds or bunks as they are, made up, so crew can count
          them.
        </li>
        <li>
          <strong>Bathrooms,</strong> clean and with the lights on.
        </li>
        <li>
          <strong>The kitchen</strong> and any shared fridge, laundry or living area.
        </li>
        <li>
          <strong>Lockers and storage,</strong> if you offer them.
        </li>
        <li>
          <strong>The outside</strong> of the house and the <strong>parking</strong>, so tenants recognise it
          when they arrive late at night.
        </li>
      </ul>
      <p>
        Choose a bedroom with its beds as your primary photo: it is the first picture crew see in search
        results.
      </p>

      <h2 id="what-not-to-upload">What not to upload</h2>
      <ul>
        <li>Photos with people in them, including tenants asleep or yourself in a mirror.</li>
        <li>Text, logos, watermarks, prices or phone numbers added on top of the picture.</li>
        <li>Stock photos, pictures of another property, or renders of how a room could look.</li>
        <li>Old photos of rooms that have since changed.</li>
      </ul>

      <h2 id="tips">Tips for good photos</h2>
      <ul>
        <li>Shoot in daylight with curtains open and every light on.</li>
        <li>Tidy first: beds made, counters clear, personal items put away.</li>
        <li>Hold the phone horizontally at chest height and shoot from a corner to show the whole room.</li>
        <li>Keep photos sharp; a steady hand beats a high resolution.</li>
        <li>Save at a moderate size so each file is under 1 MB and the listing loads quickly on a phone.</li>
      </ul>

      <h2 id="what-we-do">What happens when you upload</h2>
      <p>
        Files are checked by their content, not just their name, so a renamed file of another type is refused.
        Each photo is then rotated the right way up, resized for the web, and stripped of its location (EXIF
        and GPS) data, so the pictures you publish never reveal where they were taken beyond what your listing
        already says.
      </p>
      <p>
        Photos are only one part of a good listing; see <Link to="/quality-listings">quality listings</Link>{' '}
        for the rest, and our <Link to="/policies">policies</Link> on accurate listings.
      </p>
    </InfoPage>
  );
}
