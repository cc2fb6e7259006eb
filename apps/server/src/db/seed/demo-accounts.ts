// Demo members, so a fresh clone can be tried at once: an admin, a lister, a seeker and a free tenant.
// Seeded only when SEED_DEMO is on (the default outside production); the start-up banner lists them.
import { PLANS, type UserPlan } from '@crashpad/shared/plans';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { users } from '../schema';

export const DEMO_PASSWORD = 'crashpad-demo';

export const DEMO_ACCOUNTS: {
  email: string;
  role: 'admin' | 'user';
  plan: UserPlan | null;
  first: string;
  last: string;
  display: string;
  about: string;
}[] = [
  {
    email: 'admin@demo.crashpad.test',
    role: 'admin',
    plan: null,
    first: 'Avery',
    last: 'Admin',
    display: 'Admin',
    about: 'Runs the marketplace.',
  },
  {
    email: 'lister@demo.crashpad.test',
    role: 'user',
    plan: 'premium',
    first: 'Dana',
    last: 'Brooks',
    display: 'DanaB',
    about: 'Retired flight attendant running two crew houses near DFW and DAL since 2015.',
  },
  {
    email: 'seeker@demo.crashpad.test',
    role: 'user',
    plan: 'seeker',
    first: 'Sam',
    last: 'Ortiz',
    display: 'SamO',
    about: 'New-hire first officer looking for a bed near my base.',
  },
  {
    email: 'tenant@demo.crashpad.test',
    role: 'user',
    plan: null,
    first: 'Riley',
    last: 'Chen',
    display: 'RileyC',
    about: 'Flight attendant, commuting from Denver.',
  },
];

export async function seedDemoAccounts(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  await db.insert(users).values(
    DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      passwordHash,
      role: a.role,
      firstName: a.first,
      lastName: a.last,
      displayName: a.display,
      about: a.about,
      userPlan: a.plan,
      totalLocation: a.plan ? PLANS[a.plan].listings : 0,
      expireAt: a.plan ? new Date(now + PLANS[a.plan].termMonths * 30.44 * 86_400_000) : null,
      airlines: 'Delta Air Lines',
      gender: 'simply_fabulous',
      phoneNumber: '214-555-0100',
      birthdateYear: 1985,
      birthdateMonth: 5,
      birthdateDay: 20,
      hearAboutUs: 'friend referred me',
      emailVerifiedAt: new Date(now),
    })),
  );
}
