// The invitation e-mail describes the steps that really accept it (docs/decisions/043-money-and-rental-states.md,
// "The invitation e-mail"), which depend on AutoPay and on whether the invitee has an account and a card.
import { describe, expect, it } from 'vitest';
import { acceptanceSteps } from './invitation-emails';

describe('the invitation e-mail’s steps', () => {
  it('asks a person without an account to save a card and press Accept when the invitation asks for AutoPay', () => {
    const steps = acceptanceSteps({ memberId: null, autoPay: true, cardOnFile: false }, 'CrashPad Crew');
    expect(steps).toBe(
      'To accept: create your free CrashPad Crew account from the link below, save a card in Settings, Payment method, then press Accept Invitation on My CrashPad Rentals.',
    );
    expect(steps).not.toContain('accepted as soon as');
  });

  it('says signing up accepts an invitation without AutoPay', () => {
    expect(acceptanceSteps({ memberId: null, autoPay: false, cardOnFile: false }, 'CrashPad Crew')).toContain(
      'The invitation is accepted as soon as your account is created.',
    );
  });

  it('lets a member with a card accept from the link, and asks one without a card to save it first', () => {
    expect(acceptanceSteps({ memberId: 4, autoPay: true, cardOnFile: true }, 'x')).toMatch(
      /^Open the link below to accept the invitation/,
    );
    expect(acceptanceSteps({ memberId: 4, autoPay: true, cardOnFile: false }, 'x')).toBe(
      'To accept: log in, save a card in Settings, Payment method, then press Accept Invitation on My CrashPad Rentals.',
    );
  });
});
