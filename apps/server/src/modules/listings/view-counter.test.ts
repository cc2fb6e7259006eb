// The view counter's memory of who visited (view-counter.ts): pure bookkeeping, no database write here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { REPEAT_VIEW_WINDOW_MS, viewCounter } from './view-counter';

const unused = {} as Db;
/** no write while the test runs */
const NEVER = 2 ** 30;

describe('viewCounter', () => {
  afterEach(() => void vi.useRealTimers());

  it('counts a visitor once in the window, however many other visits come between, up to 50,000', () => {
    const views = viewCounter(unused, () => {}, NEVER);
    views.count(1, 'first');
    for (let i = 0; i < 60_000; i++) views.count(2, `other ${i}`);
    views.count(1, 'first');
    expect(views.pending(1)).toBe(1);
    expect(views.pending(2)).toBe(60_000);
    // remembered are the last 50,000 to 100,000 visits: after 100,000 more, the first is forgotten
    for (let i = 0; i < 100_000; i++) views.count(3, `later ${i}`);
    views.count(1, 'first');
    expect(views.pending(1)).toBe(2);
  });

  it('counts the same visitor again once the window has passed', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const views = viewCounter(unused, () => {}, NEVER);
    views.count(1, 'first');
    views.count(1, 'second');
    vi.setSystemTime(Date.now() + REPEAT_VIEW_WINDOW_MS - 1);
    views.count(1, 'first');
    expect(views.pending(1)).toBe(2);
    vi.setSystemTime(Date.now() + 1);
    views.count(1, 'first');
    views.count(1, 'second');
    expect(views.pending(1)).toBe(4);
    vi.setSystemTime(Date.now() + 1);
    views.count(1, 'first');
    expect(views.pending(1)).toBe(4);
  });
});
