import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function TenantManagementPage() {
  return (
    <InfoPage
      slug="tenant-management"
      lead="Run every crashpad from one place, My Crew: invite tenants into specific beds, see who is in and who is leaving, check tenants out, ask for payments, keep notes, and know your occupancy and revenue month by month."
    >
      <h2 id="invitations">Invite tenants into beds</h2>
      <p>
        Once you have agreed with someone in messages, invite them by e-mail into a specific bed at one of
        your crashpads: press Add Tenant in <Link to="/my-crew">My Crew</Link>, or Invite to join crashpad in
        your conversation with them. The invitation names the bed, the monthly rent, the deposit, the move-in
        date and the payment day, and it starts from your listing's rent and deposit. If the invitee already
        has an account, the e-mail holds a link to accept; if they are new, it holds a link to create an
        account first. Invited tenants join for free.
      </p>
      <ul>
        <li>
          The bed is held for them while the invitation is pending, so you cannot give it away twice by
          accident.
        </li>
        <li>
          Invitation links expire after 14 days. If one expires or gets lost, choose Resend invitation from
          the tenant's menu: a fresh e-mail goes out and the old link stops working. An invitation that seems
          lost is often in the invitee's spam or filtered e-mails, so ask them to look there first.
        </li>
        <li>You can edit a pending invitation, or cancel it to free the bed at once.</li>
        <li>
          If you collect rent by card, the invitation carries the rental agreement; see{' '}
          <FeatureLink to="/autopay">AutoPay</FeatureLink>.
        </li>
      </ul>

      <h2 id="my-crew">My Crew: one list of everyone</h2>
      <p>
        Accepted tenants and pending invitations sit in one list, My Crew, with past tenants and cancelled
        invitations under its History tab. Search it by name, e-mail or crashpad, filter it by status
        (accepted or pending) and by location. At the top, the summary shows your revenue this month and last
        month, your total tenants and how many of your beds are occupied now.
      </p>
      <p>
        Each tenant has a menu with what you can do for them at that moment: edit the rental, resend or cancel
        an invitation, see the tenant's activity, keep notes, look at their payment history, add a manual
        payment, send a payment request or an AutoPay request, check them out, confirm the check-out date they
        asked for, or remove them. Tick several tenants to send them one message together.
      </p>

      <h2 id="check-in-out">Check-in and check-out</h2>
      <p>
        Each rental has a check-in date and time and, unless it runs month to month, a check-out date and
        time. Choose Check out from a tenant's menu to set the date and hour their rental ends; the bed is
        free for a new tenant from then. If a tenant's plans change, they ask for a different check-out date
        from their side; My Crew shows "Asked to check out" with the date, and it applies once you press
        Confirm check-out date. A tenant may also leave at once with Leave Crashpad. However a rental ends,
        its AutoPay stops with it.
      </p>
      <p>
        Your listing's free beds follow these rentals: search cards show "Last 2 Beds" or "No Vacancy", and a
        crashpad with every bed occupied shows "CrashPad full - Send message to join waiting list".
      </p>
      <p>
        While a listing has pending or accepted tenants it cannot be deactivated or deleted, which protects
        the people living there.
      </p>

      <h2 id="notes-history">Notes and rental history</h2>
      <ul>
        <li>
          <strong>Private notes</strong> on each tenant, visible only to you: their airline and base, the bed
          they prefer, a parking spot, whatever helps.
        </li>
        <li>
          <strong>Rental history</strong> records every change to a rental with its old and new values, such
          as a new bed, rent or check-out date, so you can always see what was agreed and when.
        </li>
        <li>
          <strong>A 6-digit booking reference</strong> identifies each rental, which helps when you or your
          tenant write to us about it.
        </li>
      </ul>

      <h2 id="payments">Payments</h2>
      <ul>
        <li>
          <strong>Payment requests:</strong> ask one of your accepted tenants for a one-time payment for a
          deposit, rent, parking or anything else. They pay with their saved card or decline, with a reason if
          they wish.
        </li>
        <li>
          <strong>Manual payments:</strong> record money you received outside the site, by cash, Zelle, Venmo,
          Cash App, PayPal, Apple Pay, Google Pay, bank transfer, Wise, bitcoin or any other way.
        </li>
      </ul>

      <h2 id="revenue-occupancy">Revenue and occupancy</h2>
      <p>
        Each month shows your revenue, from card payments and recorded manual payments together, and your
        average occupancy: occupied beds divided by beds, averaged over the days of the month and shown as a
        whole percent. For example, a crashpad with 4 beds that has 2 occupied for the first 15 days of a
        30-day month and all 4 for the rest is at 75%. A month in progress counts the days so far. Your{' '}
        <Link to="/lister/payments">revenue history</Link> shows these figures month by month, and each
        crashpad's reports in My crashpads show its own.
      </p>

      <h2 id="for-tenants">What tenants see</h2>
      <p>
        A tenant's <Link to="/my-crashpad">My CrashPad Rentals</Link> lists their invitations, to accept or
        decline, and their rentals: the crashpad, the bed, the rent, the dates, the rental's history and their
        payments. From there they change their check-out date, answer an AutoPay request, or leave the
        crashpad, and you see each of these in My Crew.
      </p>

      <h2 id="limits">How many tenants</h2>
      <p>
        The New Hire package covers up to 15 tenants at one location, Line Holder up to 100 tenants across 2
        to 4 locations, and Senior Mama is unlimited. See <Link to="/fees">fees and plans</Link>. To talk to
        your tenants, see <FeatureLink to="/tenant-messaging">tenant messaging</FeatureLink>.
      </p>
    </InfoPage>
  );
}
