// The developer tool that runs a scheduled job now (apps/server/src/jobs/dev-routes.ts) is guarded like the outbox
// (docs/decisions/019-developer-tools-access.md): nobody from elsewhere can make the site charge rent at will.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_RENTALS_JOB } from '../../src/jobs/end-rentals';
import { bearer, createMember, login, testApp, type TestApp } from '../factory';

const REFUSED = 'Only an admin can read the outbox. Log in as an admin to read it.';
const OUTSIDER = '203.0.113.7';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ JOBS: 'true' });
});
afterAll(() => t?.close());

const run = (name: string, from: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dev/jobs/${name}/run`,
    remoteAddress: from,
    headers: token ? bearer(token) : {},
  });

describe('running a job now', () => {
  it('refuses a guest from another machine and a member who is not an admin', async () => {
    const guest = await run(END_RENTALS_JOB, OUTSIDER);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: REFUSED });
    const m = await createMember(t.db, { role: 'user' });
    const member = await run(END_RENTALS_JOB, OUTSIDER, await login(t.app, m.email, m.password));
    expect(member.statusCode).toBe(403);
  });

  it('runs the job through pg-boss for this machine and answers once it has finished', async () => {
    const res = await run(END_RENTALS_JOB, '127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'completed', output: { errors: 0 } });
  });

  it('answers 404 for a job that does not exist', async () => {
    const res = await run('no-such-job', '127.0.0.1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'There is no job named no-such-job.' });
  });
});
