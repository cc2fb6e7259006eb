// The listings feature's server calls (docs/product/specification/2-listings-and-tenants.md §7): the public listing, the lister's crashpads, the wizard's
// reads and saves, rooms, images and address search. Typed by the shared contracts; the pages keep what happens
// after an answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageAnswer } from '@crashpad/shared/api/accounts';
import type { FeaturedAnswer } from '@crashpad/shared/api/featured';
import type { GeoAutocompleteAnswer, PlaceDetails } from '@crashpad/shared/api/geo';
import type { ListingViewsAnswer } from '@crashpad/shared/api/analytics';
import type { ListingReportAnswer } from '@crashpad/shared/api/rentals';
import type {
  CanAddListingAnswer,
  HouseRuleAnswer,
  ListingEditView,
  ListingForm,
  ListingSaved,
  ListingStatusRequest,
  ListingTotalAnswer,
  MyListingsAnswer,
} from '@crashpad/shared/api/listings';
import type {
  ImageRotateRequest,
  ImageRotated,
  ImagesUploaded,
  PdfUploaded,
} from '@crashpad/shared/api/uploads';
import type { ListingCardsAnswer } from '@crashpad/shared/api/search';
import { api } from '../../lib/api-client';
import { listingQuery } from './listing-query';

// ---- the public listing ----

/** GET /api/listing/{id} for the listing page (./listing-query.ts). */
export function useListing(id: string | undefined) {
  const valid = !!id;
  const query = useQuery({ ...listingQuery(id ?? ''), enabled: valid });
  return { valid, query };
}

/**
 * GET /api/listing/related/{id}: other crashpads at the listing's first airport, nearest first. A section below
 * the listing: a failure leaves it out without a dialog (docs/decisions/052-house-rules-and-related-listings.md).
 */
export const relatedListingsQuery = (id: number) =>
  queryOptions({
    queryKey: ['listing', String(id), 'related'],
    queryFn: () =>
      api<ListingCardsAnswer>(`/listing/related/${id}`, { handles: [400, 404, 500, 502, 503, 504] }),
    retry: false,
  });

// ---- the lister's crashpads ----

/** The list and everything under it (the listing total), as a save or a status change invalidates them. */
export const myListingsKey = ['my-crashpads'];

export const myListingsQuery = queryOptions({
  queryKey: myListingsKey,
  queryFn: () => api<MyListingsAnswer>('/crashpads'),
});

const listingTotal = () => api<ListingTotalAnswer>('/user/listing-total');

export const listingTotalQuery = queryOptions({
  queryKey: [...myListingsKey, 'total'],
  queryFn: listingTotal,
});

export const changeListingStatus = (id: number, status: ListingStatusRequest['status']) =>
  api<MessageAnswer>(`/crashpads/status/${id}`, {
    method: 'POST',
    body: { status } satisfies ListingStatusRequest,
    handles: [422],
  });

/** DELETE /api/user/featured-listings/{id}: cancel feature or boost (docs/decisions/028-featured-and-boost.md). */
export const cancelFeatured = (id: number) =>
  api<FeaturedAnswer>(`/user/featured-listings/${id}`, { method: 'DELETE', handles: [404, 409] });

export const canAddListingKey = ['can-add-listing'];

/**
 * May the member add a listing (docs/product/specification/2-listings-and-tenants.md §2.1, §6, §8)? With the member's listing total, which the caller
 * compares with the package's. 403 (an upgrade or a renewal), 408 (a card) and 422 are the caller's own states.
 */
export const canAddListing = () =>
  Promise.all([
    api<CanAddListingAnswer>('/lister/can-add-listings', { handles: [403, 408, 422] }),
    listingTotal(),
  ]);

// ---- the wizard ----

/** GET /api/house-rule: example house rules the rules editor can start from. */
export const exampleHouseRules = () => api<HouseRuleAnswer>('/house-rule');

/** A listing as its edit form reads it; 404 is the wizard's own "unknown listing" state. */
export const listingEditQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['listing-edit', id],
    queryFn: () => api<ListingEditView>(`/crashpads/${id}/edit`, { handles: [404] }),
  });

/** Creates a listing (id null) or saves an existing one. */
export const saveListing = (id: number | null, body: ListingForm) =>
  id === null
    ? api<ListingSaved>('/crashpads', { method: 'POST', body })
    : api<ListingSaved>(`/crashpads/${id}`, { method: 'PUT', body });

export const deleteRoom = (id: number) =>
  api<MessageAnswer>(`/listings/delete-room?id=${id}`, { method: 'POST', handles: [422] });

export const renameRoom = (id: number, name: string) =>
  api<MessageAnswer>(`/listings/update-room?id=${id}&room_name=${encodeURIComponent(name)}`, {
    method: 'POST',
  });

/** The uploader loads with the first upload: the public listing page, which shares this file, never needs it. */
const uploader = () => import('../../lib/upload').then((m) => m.upload);

export async function uploadListingImage(
  file: File,
  onProgress: (percent: number) => void,
): Promise<ImagesUploaded> {
  const body = new FormData();
  body.append('image[]', file);
  return (await uploader())<ImagesUploaded>('/upload/images', body, onProgress);
}

/** A rules or policies document (a PDF). */
export async function uploadDocument(
  file: File,
  onProgress: (percent: number) => void,
): Promise<PdfUploaded> {
  const body = new FormData();
  body.append('files', file);
  return (await uploader())<PdfUploaded>('/upload/pdf', body, onProgress);
}

/** A quarter turn clockwise. A full image queue answers 503 with its own message (docs/decisions/015). */
export const rotateImage = (url: string) =>
  api<ImageRotated>('/upload/image-rotate', {
    method: 'POST',
    body: { image_url: url, angle: 90 } satisfies ImageRotateRequest,
    handles: [503],
  });

/** Address suggestions for what the lister typed, cached by the lower-cased text. */
export const addressSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['geo-autocomplete', text.toLowerCase()],
    queryFn: ({ signal }) =>
      api<GeoAutocompleteAnswer>(`/geo/autocomplete?input=${encodeURIComponent(text)}`, { signal }),
  });

export const placeDetails = (placeId: string) =>
  api<PlaceDetails>(`/geo/place/${encodeURIComponent(placeId)}`);

// ---- a crashpad's reports ----

/** GET /api/lister/listings/{id}/report: 404 (a crashpad gone meanwhile) is the modal's own error. */
export const listingReportQuery = (id: number) =>
  queryOptions({
    queryKey: [...myListingsKey, id, 'report'],
    queryFn: () => api<ListingReportAnswer>(`/lister/listings/${id}/report`, { handles: [404] }),
  });

/** GET /api/lister/listings/{id}/views: the listing's views of the last `days` UTC days (docs/decisions/064). */
export const listingViewsQuery = (id: number, days = 30) =>
  queryOptions({
    queryKey: [...myListingsKey, id, 'views', days],
    queryFn: () => api<ListingViewsAnswer>(`/lister/listings/${id}/views?days=${days}`, { handles: [404] }),
  });
