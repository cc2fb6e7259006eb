// The feeds feature's server calls (docs/decisions/062-events-and-special-offers.md): the admin's list of the
// product's own events and special offers, and its writes. The pages' public reads are in lib/feeds.ts, which the
// blocks of other features share.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MessageAnswer } from '@crashpad/shared/api/accounts';
import type { AdminFeedAnswer, FeedItemAnswer, FeedItemInput, FeedType } from '@crashpad/shared/api/feeds';
import type { ImagesUploaded } from '@crashpad/shared/api/uploads';
import { api } from '../../lib/api-client';

export const adminFeedKey = (type: FeedType) => ['admin-feeds', type] as const;

export const adminFeedQuery = (type: FeedType, page: number) =>
  queryOptions({
    queryKey: [...adminFeedKey(type), page],
    queryFn: () => api<AdminFeedAnswer>(`/admin/feeds/${type}?page=${page}`),
    placeholderData: keepPreviousData,
  });

/** Creates an item (id null) or saves one. A refusal (400, 404, 409) is the form's to show, under its fields. */
export const saveFeedItem = (type: FeedType, id: string | null, body: FeedItemInput) =>
  id === null
    ? api<FeedItemAnswer>(`/admin/feeds/${type}`, { method: 'POST', body, handles: [400, 404, 409] })
    : api<FeedItemAnswer>(`/admin/feeds/${type}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        handles: [400, 404, 409],
      });

export const deleteFeedItem = (type: FeedType, id: string) =>
  api<MessageAnswer>(`/admin/feeds/${type}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The item's picture, through the listings' image upload (admins may use it); its address is what is saved. */
export async function uploadFeedImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const { upload } = await import('../../lib/upload');
  const body = new FormData();
  body.append('image[]', file);
  const answer = await upload<ImagesUploaded>('/upload/images', body, onProgress);
  return answer.url[0]!;
}
