// /emails: daily totals of e-mails sent (docs/product/specification/3-money-and-messaging.md §2.6, §7 "GET emails returns daily totals").
import { Text } from '@mantine/core';
import { Loading } from '../../../components/loading';
import { MONTHS } from '../../../lib/short-dates';
import { useQuery } from '@tanstack/react-query';
import { emailStatsQuery } from '../api';
import { InfoPage } from './info-page';

export default function EmailsPage() {
  const stats = useQuery(emailStatsQuery);
  return (
    <InfoPage
      slug="emails"
      lead="Every invitation, receipt, verification link and contact message the marketplace sends is counted here, day by day (UTC), over the last 90 days."
    >
      {stats.isPending && <Loading />}
      {stats.data && (
        <>
          <p>
            <strong>{stats.data.total_emails.toLocaleString('en-US')}</strong> e-mails sent in all.
          </p>
          {stats.data.data.length === 0 ? (
            <Text c="dimmed">No e-mails were sent in the last 90 days.</Text>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>Day</th>
                  <th>E-mails sent</th>
                </tr>
              </thead>
              <tbody>
                {stats.data.data.map((d) => (
                  <tr key={`${d.year_created}-${d.month_created}-${d.day_created}`}>
                    <td>
                      {MONTHS[d.month_created - 1]} {String(d.day_created).padStart(2, '0')}, {d.year_created}
                    </td>
                    <td>{d.total_emails.toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {stats.isError && <Text c="red">The totals could not be loaded. Please try again later.</Text>}
      <h2 id="what-we-send">What we send</h2>
      <p>
        Account e-mails (verification, password reset, account closing codes), tenant invitations, AutoPay and
        payment receipts, payment failures, renewal notices, and the messages members write through the
        contact form. We never sell or share addresses, and we do not send newsletters.
      </p>
    </InfoPage>
  );
}
