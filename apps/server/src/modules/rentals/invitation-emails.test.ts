// The invitation e-mail describes the steps that really accept it (docs/decisions/043-money-and-rental-states.md,
// "The invitation e-mail"): every invitation needs a saved card (docs/decisions/054-accepting-needs-a-card.md), so
// the steps depend on whether the invitee has an account and a card, not on AutoPay.
import { describe, expect, it } from 'vitest';
import { acceptanceSteps } from './invitation-emails';

describe('the invitation e-mail’s steps', () => {
  it('asks a person without an account to sign up and save a card, which accepts it', () => {
    const steps = acceptanceSteps({ memberId: null, cardOnFile: false }, 'CrashPad Crew');
    expect(steps).toBe(
      'To accept: create your free CrashPad Crew account from the link below, then save a credit or debit card when asked. The invitation is accepted as soon as your card is saved.',
    );
    expect(steps).not.toContain('as soon as your account is created');
  });

  it('lets a member with a card accept from the link, and asks one without a card to save it first', () => {
    expect(acceptanceSteps({ memberId: 4, cardOnFile: true }, 'x')).toMatch(
      /^Open the link below to accept the invitation/,
    );
    const steps = acceptanceSteps({ memberId: 4, cardOnFile: false }, 'x');
    expect(steps).toMatch(
      /^Accepting needs a saved credit or debit card: open the link below, log in if asked/,
    );
    expect(steps).toContain('the invitation is accepted as soon as the card is saved');
  });
});
