import { describe, expect, it } from 'vitest';
import { INFO_PAGES } from '@crashpad/shared/site/pages';
import { infoPageModules } from './router';

describe('routes', () => {
  it('has a page component for every info page of docs/product/specification/3-money-and-messaging.md §2.6', () => {
    const missing = INFO_PAGES.filter((slug) => !infoPageModules[`../features/site/info/${slug}-page.tsx`]);
    expect(missing).toEqual([]);
  });
});
