// The e-mails of the account flows, each with a text and an HTML part.
import { sendEmail as send, type MailContext } from '../../adapters/mail/send-email';

type Ctx = MailContext;

export function sendVerificationEmail(ctx: Ctx, to: string, name: string, token: string) {
  return send(
    ctx,
    to,
    `Confirm your e-mail for ${ctx.wording.siteName}`,
    `Welcome, ${name}!`,
    ['Please confirm that this is your e-mail address. The link works for 24 hours.'],
    { label: 'Confirm my e-mail', path: `/email/verify/${token}` },
  );
}

export function sendEmailChangeEmail(ctx: Ctx, to: string, name: string, token: string) {
  return send(
    ctx,
    to,
    `Confirm your new e-mail for ${ctx.wording.siteName}`,
    `Confirm your new e-mail, ${name}`,
    [
      'You asked to use this address for your account. It takes effect when you open the link below, within 24 hours.',
      'If you did not ask for this, ignore this e-mail: your account keeps its current address.',
    ],
    { label: 'Use this e-mail', path: `/verify/email/${token}` },
  );
}

export function sendPasswordResetEmail(ctx: Ctx, to: string, name: string, token: string) {
  return send(
    ctx,
    to,
    `Reset your ${ctx.wording.siteName} password`,
    `Reset your password, ${name}`,
    [
      'Someone asked to reset the password of this account. The link works once, for 60 minutes.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', path: `/password/reset/${token}` },
  );
}

export function sendDeactivationCodeEmail(ctx: Ctx, to: string, name: string, code: string) {
  return send(ctx, to, `Your code to close your ${ctx.wording.siteName} account`, `Your code: ${code}`, [
    `${name}, enter this code on the account settings page to close your account. It works for 15 minutes.`,
    'Closing keeps your data but ends your sessions, hides your listings and cancels renewals.',
    'If you did not ask to close your account, change your password now.',
  ]);
}
