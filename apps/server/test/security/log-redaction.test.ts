// The log never holds a secret: not the values of a failed statement (a password hash, an e-mail, a phone),
// not a token in a URL's path or query (issue 13 item 4; docs/decisions/013-input-hygiene-and-logs.md).
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registration, suiteApp } from '../factory';

const MARKER = 'Marker7fq2';
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

const t = suiteApp({ LOG_LEVEL: 'info' }, { logStream: capture });

const logged = () => lines.join('');

describe('the log', () => {
  it('does not hold the values of a statement that failed', async () => {
    // The database refuses this one sign-up, as it would a value it cannot store.
    await t.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT probe_refuses CHECK (last_name <> '${MARKER}')`),
    );
    const email = `${MARKER.toLowerCase()}.signup@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rental/register',
      payload: registration({
        email,
        confirm_email: email,
        last_name: MARKER,
        phone_number: '214-555-0177',
        password: `${MARKER}-password`,
        confirm_password: `${MARKER}-password`,
      }),
    });
    expect(res.statusCode).toBe(500);
    const log = logged();
    // The failure itself is logged, with what helps to find it.
    expect(log).toContain('request failed');
    expect(log).toContain('probe_refuses');
    for (const secret of [email, '214-555-0177', `${MARKER}-password`, '$argon2', MARKER])
      expect(log, secret).not.toContain(secret);
  });

  it('does not hold tokens in the paths or queries of the links members open', async () => {
    const token = `${MARKER}Token.abc-def_123`;
    for (const url of [
      `/password/reset/${token}`,
      `/email/verify/${token}`,
      `/verify/email/${token}`,
      `/login?token=${token}`,
    ]) {
      lines.length = 0;
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(logged()).toContain('incoming request');
      expect(logged(), url).not.toContain(MARKER);
    }
    lines.length = 0;
    await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { token, password: 'x' } });
    expect(logged()).not.toContain(MARKER);
  });
});
