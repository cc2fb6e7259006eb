// Site settings, platform metrics and e-mail statistics (docs/product/specification/1-accounts-and-shell.md §6, §7; docs/product/specification/3-money-and-messaging.md §3).
import { desc, eq, sql } from 'drizzle-orm';
import type {
  EmailStatsAnswer,
  MetricsAnswer,
  OutboxEmailAnswer,
  OutboxListAnswer,
  SiteAnswer,
} from '@crashpad/shared/api/site';
import { SOCIAL_PROVIDERS } from '@crashpad/shared/social-providers';
import type { AppContext } from '../../context';
import { queryRows, type Db } from '../../db/client';
import { emails } from '../../db/schema';
import { NotFound } from '../../errors';
import { listedPublicly } from '../listings';
import { countAirports } from '../search';

export function siteSettings(ctx: AppContext): SiteAnswer {
  return {
    variant: ctx.config.site.variant,
    wording: ctx.wording,
    flags: ctx.config.site.flags,
    outbox: ctx.mailer.transport === 'outbox',
    support_email: ctx.config.mail.publicSupportEmail,
    payments: {
      provider: ctx.payments.name,
      publishable_key: ctx.payments.publishableKey,
      fees: {
        card_percent_bps: ctx.config.autopay.providerFees.percentBps,
        card_fixed_cents: ctx.config.autopay.providerFees.fixedCents,
        flat_monthly_cents: ctx.config.autopay.flatFeeCents,
      },
    },
    map: { tile_url: ctx.config.map.tileUrl, attribution: ctx.config.map.attribution },
    oauth_providers: SOCIAL_PROVIDERS.filter((p) => ctx.config.oauth[p] !== undefined),
  };
}

export async function platformMetrics(db: Db): Promise<MetricsAnswer> {
  const [mail] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM emails`);
  const [members] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM users WHERE status = 'ACTIVE'`,
  );
  // Public listings only: a closed account's listings are inactive (docs/decisions/007-metrics-and-contact.md).
  const [listed] = await queryRows<{ listings: number; selisting: number; cities: number }>(
    db,
    sql`SELECT count(*)::int AS listings,
               count(*) FILTER (WHERE feature_listing = 1)::int AS selisting,
               count(DISTINCT lower(city) || '|' || lower(state) || '|' || lower(country))
                 FILTER (WHERE city <> '')::int AS cities
        FROM listings WHERE ${listedPublicly()}`,
  );
  const [activity] = await queryRows<{ connections: number; monthly_views: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM message_threads) AS connections,
               (SELECT coalesce(sum(views), 0)::int FROM listing_view_days
                 WHERE day > (now() AT TIME ZONE 'UTC')::date - 30) AS monthly_views`,
  );
  return {
    users: members?.n ?? 0,
    listings: listed?.listings ?? 0,
    selisting: listed?.selisting ?? 0,
    total_emails: mail?.n ?? 0,
    airports: await countAirports(db),
    cities: listed?.cities ?? 0,
    connections: activity?.connections ?? 0,
    monthly_views: activity?.monthly_views ?? 0,
  };
}

/** Daily totals, newest day first, over the last 90 days (UTC days: docs/product/dates.md). */
export async function emailStats(db: Db): Promise<EmailStatsAnswer> {
  const data = await queryRows<EmailStatsAnswer['data'][number]>(
    db,
    sql`SELECT extract(year FROM d)::int AS year_created, extract(month FROM d)::int AS month_created,
               extract(day FROM d)::int AS day_created, n AS total_emails
        FROM (SELECT date_trunc('day', created_at AT TIME ZONE 'UTC') AS d, count(*)::int AS n
              FROM emails WHERE created_at > now() - interval '90 days' GROUP BY 1) days
        ORDER BY d DESC`,
  );
  const [all] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM emails`);
  return { data, total_emails: all?.n ?? 0 };
}

/** The outbox, or over SMTP the mail queue with what is still pending (docs/decisions/059-mail-queue.md). */
export async function outboxList(db: Db, transport: 'outbox' | 'smtp'): Promise<OutboxListAnswer> {
  const rows = await db
    .select()
    .from(emails)
    .where(eq(emails.transport, transport))
    .orderBy(desc(emails.id))
    .limit(200);
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emails)
    .where(eq(emails.status, 'pending'));
  return {
    transport,
    pending: waiting?.n ?? 0,
    data: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      created_at: r.createdAt.toISOString(),
      status: r.status as 'sent' | 'pending' | 'failed',
      attempts: r.attempts,
      next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
      last_error: r.lastError,
    })),
  };
}

export async function outboxEmail(db: Db, id: number): Promise<OutboxEmailAnswer> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  if (!row || row.transport !== 'outbox') throw new NotFound('No such e-mail in the outbox.');
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    subject: row.subject,
    text: row.text ?? '',
    html: row.html ?? '',
    created_at: row.createdAt.toISOString(),
  };
}
