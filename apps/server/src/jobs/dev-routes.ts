// A developer tool (docs/decisions/019-developer-tools-access.md): run a scheduled job now and answer when it has
// finished, so the browser journeys can see the day's charges without waiting for 07:00 UTC. It goes through
// pg-boss like the schedule does (one run at a time across processes) and is guarded like the outbox.
import { z } from 'zod';
import type { App, AppContext } from '../context';
import { NotFound, TryLater } from '../errors';
import { devToolsGuard } from '../http/dev-tools';
import type { Scheduler } from './scheduler';

/** Set once the scheduler has started (app.ts starts it after the routes are registered). */
export type SchedulerHolder = { current: Scheduler | null };

const params = z.object({ name: z.string().min(1).max(80) });
const WAIT_MS = 120_000;
const POLL_MS = 50;
/** every 10 polls (half a second) */
const WAKE_EVERY = 10;
const FINISHED = new Set(['completed', 'failed', 'cancelled']);

export async function devJobRoutes(app: App, ctx: AppContext, holder: SchedulerHolder): Promise<void> {
  const devTools = devToolsGuard(ctx.auth, ctx.config.environment);
  app.post(
    '/dev/jobs/:name/run',
    { onRequest: [devTools], schema: { tags: ['site'], params } },
    async (request) => {
      const scheduler = holder.current;
      if (!scheduler) throw new TryLater(503, 'The job scheduler is not running in this process.', 5);
      if (!scheduler.names.includes(request.params.name))
        throw new NotFound(`There is no job named ${request.params.name}.`);
      const id = await scheduler.runNow(request.params.name);
      const deadline = Date.now() + WAIT_MS;
      for (let round = 1; Date.now() < deadline; round += 1) {
        const job = await scheduler.boss.getJobById(request.params.name, id);
        if (job && FINISHED.has(job.state)) return { id, state: job.state, output: job.output ?? null };
        // Still waiting (one run at a time: another process's run of the job goes first): the worker looks
        // again every WAKE_EVERY rounds, not only at its slow poll.
        if (job?.state === 'created' && round % WAKE_EVERY === 0) scheduler.wake(request.params.name);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      throw new TryLater(503, `${request.params.name} did not finish within ${WAIT_MS / 1000} s.`, 5);
    },
  );
}
