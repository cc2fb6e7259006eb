import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function TenantMessagingPage() {
  return (
    <InfoPage
      slug="tenant-messaging"
      lead="Talk to one tenant or the whole house from the same place, in real time, and keep your phone number to yourself if you want to."
    >
      <h2 id="one-tenant">Message one tenant</h2>
      <p>
        Open a tenant from your crew list and write to them. The conversation stays in one thread, so the
        history of what you agreed, from the first question about a bed to the last word at check-out, is
        always there for both of you.
      </p>

      <h2 id="bulk">Message everyone at once</h2>
      <p>
        Need to tell the house the Wi-Fi password changed, the cleaner comes Tuesday, or the water will be off
        for an hour? Send one bulk message to:
      </p>
      <ul>
        <li>every tenant of a crashpad,</li>
        <li>tenants you select, or</li>
        <li>
          only tenants with AutoPay, or only tenants without it, for example to remind those who pay you
          directly that rent is due.
        </li>
      </ul>

      <h2 id="real-time">Real time, with an unread badge</h2>
      <p>
        Messages arrive as they are sent, without reloading the page, and an unread badge shows how many are
        waiting. Quick replies matter: crew looking for a bed often write to several crashpads, and the owner
        who answers first often gets the tenant.
      </p>

      <h2 id="phone-number">Your phone number, your choice</h2>
      <p>
        You decide who sees your phone number: all logged-in members, or only your own tenants. Phone numbers
        and e-mail addresses in listing text are removed, so nobody gets your number unless you chose to show
        it.
      </p>

      <h2 id="archive">Archive old threads</h2>
      <p>
        Archive a conversation to clear it from your list. Archiving hides it only for you; the other person
        still sees it as before.
      </p>

      <h2 id="who-can-write">Who can write to whom</h2>
      <table>
        <thead>
          <tr>
            <th>Member</th>
            <th>Can write to</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Anyone logged in with an active account</td>
            <td>A lister, about one of their listings</td>
          </tr>
          <tr>
            <td>Listers</td>
            <td>Anyone who wrote to them, and their own tenants</td>
          </tr>
          <tr>
            <td>Tenants</td>
            <td>The listers who invited them</td>
          </tr>
        </tbody>
      </table>
      <p>
        Crew looking for a bed need an active seeker account to write to listers; see{' '}
        <Link to="/fees">fees</Link>. Tenants you invite join free and can message you straight away.
      </p>

      <h2 id="good-practice">Good practice</h2>
      <ul>
        <li>Keep agreements about rent, deposits and dates in messages, so there is a written record.</li>
        <li>Send house-wide news as one bulk message rather than a dozen separate ones.</li>
        <li>
          Be courteous; our <Link to="/policies">messaging policy</Link> applies to every conversation.
        </li>
      </ul>
      <p>
        Messaging works hand in hand with <FeatureLink to="/tenant-management">tenant management</FeatureLink>{' '}
        and <FeatureLink to="/autopay">AutoPay</FeatureLink>.
      </p>
    </InfoPage>
  );
}
