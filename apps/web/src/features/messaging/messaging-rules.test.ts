// The inbox's figures and plan terms (docs/product/specification/3-money-and-messaging.md §1), the badge (§9 "99+ above 100"), and how a thread keeps each
// message once whichever way it arrived (§4 "Realtime"; docs/decisions/032-messaging-pages.md).
import { describe, expect, it } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { MessageItem } from '@crashpad/shared/api/messages';
import { badgeText } from '../../lib/unread-messages';
import { roundedFigure, termsFor } from './inbox-sidebar';
import { mergeMessages } from './use-thread';

const user = (plan: string | null) => ({ id: 1, user_plan: plan }) as unknown as UserView;
const msg = (id: number, created: string): MessageItem => ({
  id,
  from_user: 1,
  created,
  listing_id: 3,
  listing_title: 'Crew House',
  message: `m${id}`,
});

describe('the inbox sidebar', () => {
  it('shows figures "80,000+" style: two significant digits, rounded down, with a plus', () => {
    expect(roundedFigure(7)).toBe('7');
    expect(roundedFigure(99)).toBe('99');
    expect(roundedFigure(100)).toBe('100+');
    expect(roundedFigure(3254)).toBe('3,200+');
    expect(roundedFigure(81_234)).toBe('81,000+');
  });

  it('states the plan terms that apply to the member, or all three', () => {
    expect(termsFor(user('premium'), false)).toEqual(['lister']);
    expect(termsFor(user('seeker'), false)).toEqual(['seeker']);
    expect(termsFor(user('seeker'), true)).toEqual(['seeker', 'tenant']);
    expect(termsFor(user(null), true)).toEqual(['tenant']);
    expect(termsFor(user(null), false)).toEqual(['lister', 'seeker', 'tenant']);
  });
});

describe('the unread badge', () => {
  it('reads 99+ above 100', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(100)).toBe('100');
    expect(badgeText(101)).toBe('99+');
  });
});

describe('a thread’s messages', () => {
  it('are kept once by id and read oldest first, whichever page, event or send brought them', () => {
    const page = [msg(3, '2026-01-01T10:02:00.000Z'), msg(2, '2026-01-01T10:01:00.000Z')];
    const older = [msg(2, '2026-01-01T10:01:00.000Z'), msg(1, '2026-01-01T10:00:00.000Z')];
    const live = [msg(4, '2026-01-01T10:03:00.000Z'), msg(4, '2026-01-01T10:03:00.000Z'), msg(3, 'x')];
    expect(mergeMessages(page, older, live).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});
