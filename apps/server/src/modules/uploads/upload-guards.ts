// What keeps uploads from taking the server down (docs/decisions/015-image-safety.md): so many uploads a
// minute per member, and the image queue every decoding goes through. One set per app, shared by every
// upload route (profile photo, listing photos, rotation, documents), so one count covers them all.
import type { Config } from '../../config';
import { TryLater } from '../../errors';
import type { RateCounter } from '../../http/rate-counter';
import type { UploadGuards } from '../../context';
import { workQueue } from '../../lib/work-queue';

export type { UploadGuards };

export const TOO_MANY_UPLOADS = 'Too many uploads. Please wait a minute and try again.';
export const IMAGES_BUSY = 'The server is busy with other images. Please try again in a moment.';
/** About one image's work: a waiting list full of phone photos moves on within seconds. */
const BUSY_RETRY_SECONDS = 5;
const WINDOW_MS = 60_000;

export function uploadGuards(settings: Config['uploads'], counter: RateCounter): UploadGuards {
  // Fixed one-minute windows per member, in the app's rate counter: shared by every process through Redis
  // when REDIS_URL is set (docs/decisions/035-redis-scale-out.md), this process's memory otherwise.
  return {
    async perMember(request) {
      const memberId = request.auth?.user.id;
      if (memberId === undefined) return;
      const hit = await counter.incr(`uploads:member:${memberId}`, WINDOW_MS);
      if (hit.count > settings.perMemberPerMinute)
        throw new TryLater(429, TOO_MANY_UPLOADS, hit.resetInMs / 1000, 'TOO_MANY_UPLOADS');
    },
    images: workQueue({
      concurrency: settings.imageWorkers,
      maxWaiting: settings.imageQueueLength,
      full: () => new TryLater(503, IMAGES_BUSY, BUSY_RETRY_SECONDS, 'IMAGES_BUSY'),
    }),
  };
}
