// What the sign-up flow remembers between its pages (docs/product/specification/1-accounts-and-shell.md §4 "Plan choice and temp user data stay in local
// storage until success"). The password is the exception: it is kept in memory only, never in storage, so a
// reload on the notice page asks for it again (docs/decisions/008-accounts-and-sessions.md).
import type { RegisterRequest } from '@crashpad/shared/api/accounts';
import { USER_PLANS, type UserPlan } from '@crashpad/shared/plans';
import { dropSocialSignUp } from './social-sign-in';
import { readLocal, removeLocal, writeLocal } from './storage';

const PLAN_KEY = 'signup_plan';
const TEMP_KEY = 'temp_user';

export type TempUser = Omit<RegisterRequest, 'password' | 'confirm_password'>;

let password: string | null = null;

export function chosenPlan(): UserPlan | null {
  const plan = readLocal<string>(PLAN_KEY);
  return (USER_PLANS as readonly string[]).includes(plan ?? '') ? (plan as UserPlan) : null;
}

export function choosePlan(plan: UserPlan | null): void {
  if (plan) writeLocal(PLAN_KEY, plan);
  else removeLocal(PLAN_KEY);
}

export function tempUser(): TempUser | null {
  return readLocal<TempUser>(TEMP_KEY);
}

export function keepTempUser(form: RegisterRequest): void {
  const { password: pw, confirm_password: _confirm, ...rest } = form;
  password = pw ?? null;
  writeLocal(TEMP_KEY, rest);
}

/**
 * The full registration, when the password is still in memory; a sign-up with Google or Apple (`social_code`)
 * needs none (docs/decisions/063-social-sign-in.md).
 */
export function pendingRegistration(): RegisterRequest | null {
  const user = tempUser();
  if (!user) return null;
  if (!password) return user.social_code ? { ...user, password: '', confirm_password: '' } : null;
  return { ...user, password, confirm_password: password };
}

export function clearSignup(): void {
  password = null;
  removeLocal(PLAN_KEY, TEMP_KEY);
  dropSocialSignUp();
}
