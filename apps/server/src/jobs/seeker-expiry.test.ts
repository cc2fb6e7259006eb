import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_ZONE } from '@crashpad/shared/rules/calendar';
import { DAY, emailsTo, secondServer, setExpiry } from '../../test/jobs';
import { paidSignUp, suiteApp } from '../../test/factory';
import { sendSeekerExpiryNotices } from './seeker-expiry';

const t = suiteApp();

const HOUR = 3_600_000;
const notices = async (email: string) =>
  (await emailsTo(t.db, email)).filter((m) => m.subject.includes('access ends on'));
const at = (expireAt: Date, offset: number) => ({ now: new Date(expireAt.getTime() + offset) });

describe('the seeker expiry notice', () => {
  it('goes once, in the run 7 days before the access ends', async () => {
    const seeker = await paidSignUp(t.app, 'seeker');
    const expireAt = new Date(seeker.user.expire_at);

    await sendSeekerExpiryNotices(t.ctx, at(expireAt, -8 * DAY));
    await sendSeekerExpiryNotices(t.ctx, at(expireAt, -7 * DAY - HOUR));
    expect(await notices(seeker.user.email)).toHaveLength(0);

    const summary = await sendSeekerExpiryNotices(t.ctx, at(expireAt, -7 * DAY + HOUR));
    expect(summary.sent).toBeGreaterThanOrEqual(1);
    const mails = await notices(seeker.user.email);
    expect(mails).toHaveLength(1);
    // The day in the member's zone: one whose browser has not said it reads New York's (docs/product/dates.md), so
    // an access that ends just after midnight UTC ends the day before there.
    expect(mails[0]!.subject).toContain(
      expireAt.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: DEFAULT_MEMBER_ZONE,
      }),
    );
    expect(mails[0]!.text).toContain('ends in 7 days');

    // The same run again, a later run the same day, and the next days' runs send nothing more.
    await sendSeekerExpiryNotices(t.ctx, at(expireAt, -7 * DAY + HOUR));
    await sendSeekerExpiryNotices(t.ctx, at(expireAt, -6 * DAY - HOUR));
    await sendSeekerExpiryNotices(t.ctx, at(expireAt, -6 * DAY + HOUR));
    await sendSeekerExpiryNotices(t.ctx, at(expireAt, -DAY));
    expect(await notices(seeker.user.email)).toHaveLength(1);
  });

  it('goes once when two servers run the job at the same time', async () => {
    const seeker = await paidSignUp(t.app, 'seeker');
    const expireAt = new Date(Date.now() + 7 * DAY - HOUR);
    await setExpiry(t.db, seeker.user.id, expireAt);
    const other = await secondServer(t);
    try {
      await Promise.all([sendSeekerExpiryNotices(t.ctx), sendSeekerExpiryNotices(other.ctx)]);
    } finally {
      await other.close();
    }
    expect(await notices(seeker.user.email)).toHaveLength(1);
  });

  it('is not sent to listers', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    await setExpiry(t.db, lister.user.id, new Date(Date.now() + 7 * DAY - HOUR));
    await sendSeekerExpiryNotices(t.ctx);
    expect(await notices(lister.user.email)).toHaveLength(0);
  });
});
