// Members for tests: signed up through the API, or written directly when a test needs a plan or a role.
import { desc, eq, sql } from 'drizzle-orm';
import type { RegisterRequest } from '@crashpad/shared/api/accounts';
import type { App } from '../src/context';
import type { Db } from '../src/db/client';
import { emails, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Date.now()}@example.com`;
}

export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const email = overrides.email ?? uniqueEmail();
  return {
    first_name: 'Jamie',
    last_name: 'Rivera',
    display_name: 'JRiv',
    airlines: 'Delta Air Lines',
    gender: 'female',
    birthdate_month: 4,
    birthdate_day: 12,
    birthdate_year: 1990,
    hear_about_us: 'facebook',
    email,
    confirm_email: email,
    phone_number: '214-555-0134',
    country_code: 'US',
    password: 'secret123',
    confirm_password: 'secret123',
    ...overrides,
  };
}

export async function signUp(app: App, overrides: Partial<RegisterRequest> = {}) {
  const body = registration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/rental/register', payload: body });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const answer = res.json<{ token: string; data: { user: { id: number; email: string } } }>();
  return {
    token: answer.token,
    user: answer.data.user,
    password: body.password as string,
    email: body.email as string,
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A member written straight into the database (plans and roles are not for sale in these tests). */
export async function createMember(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<{ id: number; email: string; password: string }> {
  const password = values.password ?? 'secret123';
  const email = values.email ?? uniqueEmail(values.role === 'admin' ? 'admin' : 'member');
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Alex',
      lastName: 'Morgan',
      displayName: 'AlexM',
      ...values,
      email,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password };
}

export async function login(app: App, email: string, password: string, isKeep = false): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, isKeep } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export async function userByEmailRow(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function userRow(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** The newest e-mail to an address, and the token at the end of its first link to `path`. */
export async function lastEmailTo(db: Db, to: string) {
  const rows = await db.select().from(emails).where(eq(emails.to, to)).orderBy(desc(emails.id)).limit(1);
  return rows[0] ?? null;
}

export function linkToken(text: string | null | undefined, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}([\\w-]+)`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}
