// The admin form's fields as typed, and the body they make (packages/shared/src/api/feeds.ts `feedItemInput`).
// Numbers stay text while typed and are read only on submit, so nothing typed is silently changed
// (docs/decisions/045-forms-show-every-error.md).
import type { FeedItem } from '@crashpad/shared/api/feeds';
import { feedTitle } from '../../lib/feeds';

export type FeedFormValues = {
  title: string;
  description: string;
  image: string | null;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  map_lat: string;
  map_lng: string;
  city_name: string;
  business_name: string;
  price_range: string | null;
  rating: string | null;
  repeat: string | null;
};

export function formValues(item: FeedItem | null): FeedFormValues {
  return {
    title: item ? feedTitle(item) : '',
    description: item?.description ?? '',
    image: item?.image ?? null,
    start_date: item?.start_date ?? '',
    end_date: item?.end_date ?? '',
    start_time: item?.start_time ?? '',
    end_time: item?.end_time ?? '',
    map_lat: item ? String(item.map_lat) : '',
    map_lng: item ? String(item.map_lng) : '',
    city_name: item?.city_name ?? '',
    business_name: item?.business_name ?? '',
    price_range: item?.price_range ?? null,
    rating: item?.rating == null ? null : String(item.rating),
    repeat: item?.repeat ?? null,
  };
}

/** A coordinate as typed: empty is missing (the contract says "Choose where it is"), anything else its number. */
const coordinate = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** What the contract is asked to check; its parsed result is what is sent. */
export function formBody(v: FeedFormValues) {
  return {
    title: v.title,
    description: v.description,
    image: v.image,
    start_date: v.start_date,
    end_date: v.end_date,
    start_time: v.start_time || null,
    end_time: v.end_time || null,
    map_lat: coordinate(v.map_lat),
    map_lng: coordinate(v.map_lng),
    city_name: v.city_name,
    business_name: v.business_name,
    price_range: v.price_range,
    rating: v.rating === null ? null : Number(v.rating),
    repeat: v.repeat,
  };
}
