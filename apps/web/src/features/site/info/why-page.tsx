import { Link } from 'react-router';
import { useSite } from '../../../lib/site';
import { FeatureLink, InfoPage } from './info-page';
import { WhyTheyRentForGuests } from './why-page-guests';

/** Who rents from a crashpad owner, and why they make good tenants. */
function WhyCrewRent() {
  return (
    <>
      <h2 id="extra-income">Extra income from space you already have</h2>
      <p>
        Crew who commute to their base need a bed near the airport for a few nights a month: before an early
        report, while on reserve, and after a late arrival. They do not need a whole apartment, so they rent a
        single bed in a shared house by the month. A room you hardly use can hold two, four or more beds and
        earn rent from each of them. For example, three beds at $300 a month each bring in $900 a month before
        your own costs. You set the rent, the deposit and the house rules; we give you the listing, the
        messages and the tools to run it.
      </p>

      <h2 id="why-crew">Why crew make good tenants</h2>
      <ul>
        <li>
          <strong>They are away most of the month.</strong> Pilots and flight attendants spend most nights on
          trips or at home, so each bed sees only a handful of nights a month. Many crashpads cap the nights
          each tenant may stay so that beds are shared fairly.
        </li>
        <li>
          <strong>They are quiet.</strong> Crew sleep at odd hours and need real rest before a trip, so they
          keep quiet hours and expect the same from the people around them.
        </li>
        <li>
          <strong>They are vetted by their airlines.</strong> Airline employees are interviewed, vetted and
          drug tested by their airlines before they are hired. We do not run those checks ourselves, and you
          are always free to ask someone for their airline, role and base before you invite them into a bed.
        </li>
      </ul>
    </>
  );
}

export default function WhyPage() {
  const { variant } = useSite();
  const guests = variant === 'nurse' || variant === 'vacation';
  return (
    <InfoPage
      slug="why"
      lead={
        guests
          ? 'A spare bedroom, a suite or a whole house a few miles from an airport can earn steady rent. Here is why it works and how we help you run it.'
          : 'A spare bedroom, a loft or a converted garage a few miles from an airport can earn steady rent from airline crew who need a bed between trips. Here is why it works and how we help you run it.'
      }
    >
      {guests ? <WhyTheyRentForGuests variant={variant} /> : <WhyCrewRent />}

      <h2 id="what-you-get">What you get when you list</h2>
      <ul>
        <li>
          <strong>A place in airport search.</strong> Crew search by airport. Your crashpad shows up for up to
          two airports, with its distance, rent, photos and how many beds are free.
        </li>
        <li>
          <strong>Messages without handing out your number.</strong> Crew write to you through the site, and
          you decide who, if anyone, sees your phone number. See{' '}
          <FeatureLink to="/tenant-messaging">tenant messaging</FeatureLink>.
        </li>
        <li>
          <strong>Tenant management.</strong> Invite tenants into specific beds, track check-ins and
          check-outs, keep private notes and see occupancy and revenue month by month. See{' '}
          <FeatureLink to="/tenant-management">tenant management</FeatureLink>.
        </li>
        <li>
          <strong>Rent by card, if you want it.</strong> With <FeatureLink to="/autopay">AutoPay</FeatureLink>
          , rent is charged to your tenant's card every month and paid out to your bank. It is optional: you
          can keep collecting rent your own way and simply record it.
        </li>
        <li>
          <strong>Free for your tenants.</strong> Crew you invite into a bed join at no cost to them.
        </li>
      </ul>

      <h2 id="what-it-costs">What it costs</h2>
      <p>
        Lister packages start at $49 a year for one location with up to 15 tenants and go up to $149 a year
        for unlimited locations and tenants. AutoPay adds a 1% platform fee on each rent payment. Everything
        is listed on <Link to="/fees">fees and plans</Link>.
      </p>

      <h2 id="getting-started">Getting started</h2>
      <ol>
        <li>Create an account and choose a lister package.</li>
        <li>
          Write your listing: rooms and beds, rent, deposit, nearest airports, amenities and your{' '}
          <Link to="/house-rules">house rules</Link>. Add real photos that follow our{' '}
          <Link to="/image-requirements">image requirements</Link>.
        </li>
        <li>Answer messages from crew, then invite the people you choose into a bed.</li>
        <li>Turn on AutoPay if you would like rent collected by card.</li>
      </ol>
      <p>
        Questions? Our <Link to="/help">help and FAQ</Link> covers the details, and you can always{' '}
        <Link to="/contact">contact us</Link>. We answer every message within 24 hours.
      </p>
    </InfoPage>
  );
}
