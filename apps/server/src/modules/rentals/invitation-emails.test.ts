// The invitation e-mail describes the steps that really accept it (docs/decisions/043-money-and-rental-states.md,
// "The invitation e-mail"): every invitation needs a saved card (docs/decisions/054-accepting-needs-a-card.md), so
// the steps depend on whether the invitee has an account and a card, not on AutoPay.
import { describe, expect, it } from 'vitest';
import { VARIANT_WORDING } from '@crashpad/shared/site/variants';
import type { Config } from '../../config';
import type { Mail } from '../../adapters/mail/mail';
import { acceptanceSteps, sendInvitationEmail } from './invitation-emails';

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

describe('the invitation e-mail on another site', () => {
  it('says the vacation site’s words but keeps the lister’s own names for the house, room and bed', async () => {
    const sent: Mail[] = [];
    const ctx = {
      mailer: {
        transport: 'outbox' as const,
        send: async (mail: Mail) => void sent.push(mail),
        close: () => undefined,
      },
      config: { publicUrl: 'http://stay.test' } as Config,
      wording: VARIANT_WORDING.vacation,
    };
    await sendInvitationEmail(ctx, {
      to: 'sam@example.com',
      firstName: 'Sam',
      listerName: 'Crashpad Carl',
      location: 'Valley Ranch Crew House',
      room: 'Crew room',
      bed: 'Bunk 1',
      startDate: '2031-05-02',
      startHour: 15,
      rentCents: 40000,
      depositCents: 0,
      paymentDay: 1,
      memberId: 4,
      token: 'tok',
      autoPay: false,
      cardOnFile: true,
    });
    const mail = sent[0]!;
    expect(mail.subject).toBe('Crashpad Carl invited you to Valley Ranch Crew House on Stay Near the Gate');
    expect(mail.text).toContain('Crashpad Carl invited you to Valley Ranch Crew House: Crew room, Bunk 1,');
    // the product's own words are the site's ("My CrashPad Rentals" is My Rentals there), with no mark left behind
    expect(mail.text).toContain('accept or decline it on My Rentals.');
    expect(mail.text + mail.html + mail.subject).not.toMatch(/[\uE000\uE001]/);
  });
});
