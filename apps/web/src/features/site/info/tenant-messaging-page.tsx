import { Link } from 'react-router';
import { FeatureLink, InfoPage } from './info-page';

export default function TenantMessagingPage() {
  return (
    <InfoPage
      slug="tenant-messaging"
      lead="Talk to crew looking for a bed, to one tenant or to the whole house from the same place, My messages, in real time, and keep your phone number to yourself if you want to."
    >
      <h2 id="conversations">Conversations in My messages</h2>
      <p>
        Every conversation between two members is one thread in <Link to="/messages">My messages</Link>, about
        a crashpad. Crew start one with Send a message on a listing; a tenant writes to the CP owner who
        invited them; an owner answers anyone who wrote to them and writes to their own tenants. The history
        of what you agreed, from the first question about a bed to the last word at check-out, stays there for
        both of you. Search your conversations by name or keyword.
      </p>
      <p>
        When you have agreed on a bed, press Invite to join crashpad in the conversation: the invitation opens
        with the member's e-mail filled in, ready for the bed, rent and dates.
      </p>

      <h2 id="bulk">Message everyone at once</h2>
      <p>
        Need to tell the house the Wi-Fi password changed, the cleaner comes Tuesday, or the water will be off
        for an hour? Tick tenants in <Link to="/my-crew">My Crew</Link> and press Send message, then choose
        who gets it:
      </p>
      <ul>
        <li>every tenant of a crashpad,</li>
        <li>tenants you select, or</li>
        <li>
          only tenants with AutoPay, or only tenants without it, for example to remind those who pay you
          directly that rent is due.
        </li>
      </ul>
      <p>
        Each tenant gets it by e-mail and finds it in their conversation with you in My messages, where their
        answer comes back to you.
      </p>

      <h2 id="real-time">Real time, with an unread badge</h2>
      <p>
        Messages arrive as they are sent, without reloading the page, and the envelope in the header shows how
        many conversations are waiting for you. When you are not on the site, an e-mail tells you about a new
        message, at most once an hour for each conversation; you can turn these e-mails off in your account
        settings or from the link in any of them. Quick replies matter: crew looking for a bed often write to
        several crashpads, and the owner who answers first often gets the tenant.
      </p>

      <h2 id="phone-number">Your phone number, your choice</h2>
      <p>
        You decide who sees your phone number: all logged-in members, or only your own tenants. Phone numbers
        and e-mail addresses in listing text are removed, so nobody gets your number unless you chose to show
        it.
      </p>

      <h2 id="archive">Archive old threads</h2>
      <p>
        Archive a conversation to move it to your Archived messages. Archiving hides it only for you; the
        other person still sees it as before, and a new message brings it back.
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
