// The admin's event or offer form (feeds.ts, docs/decisions/062-events-and-special-offers.md): an end before the
// start is named with the form's other mistakes, not only once they are mended.
import { describe, expect, it } from 'vitest';
import { FEED_MESSAGES, feedItemInput } from './feeds';

const VALID = {
  title: 'Night market',
  start_date: '2031-05-09',
  end_date: '2031-05-02',
  map_lat: 32.9,
  map_lng: -97,
  city_name: 'Dallas',
};

const messages = (input: object) =>
  (feedItemInput.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('feedItemInput', () => {
  it('names an end before the start alone, and beside a missing title and city', () => {
    expect(messages(VALID)).toEqual([`end_date: ${FEED_MESSAGES.endBeforeStart}`]);
    expect(messages({ ...VALID, title: '', city_name: undefined })).toEqual([
      'title: Please enter a title',
      'city_name: Please enter the city',
      `end_date: ${FEED_MESSAGES.endBeforeStart}`,
    ]);
  });
  it('does not compare dates that are not dates, and takes an end on the start day', () => {
    expect(messages({ ...VALID, start_date: 'soon' })).toEqual(['start_date: Use a date as YYYY-MM-DD']);
    expect(messages({ ...VALID, end_date: VALID.start_date })).toEqual([]);
  });
});
