// What AutoPay left behind, for the tests (docs/decisions/025-autopay-charges.md): the sandbox's charges and the
// transactions of a rental, and the job run in another process. The AutoPay rentals are made in factory.ts.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { autopayKey } from '@crashpad/shared/rules/autopay';
import { sandboxCharges, transactions } from '../src/db/schema';
import type { TestApp } from './test-app';

/** The sandbox's charges for a rental's period, under every key its attempts used. */
export async function sandboxChargesFor(t: TestApp, rentalId: number, period: string) {
  const key = autopayKey(rentalId, period);
  const rows = await t.db.select().from(sandboxCharges);
  return rows.filter((r) => r.idempotencyKey === key || r.idempotencyKey.startsWith(`${key}:`));
}

export async function autopayTransactions(t: TestApp, rentalId: number) {
  return t.db.select().from(transactions).where(eq(transactions.rentalId, rentalId));
}

const CHILD = fileURLToPath(new URL('./autopay-child.ts', import.meta.url));

/**
 * Runs the AutoPay job in another node process against a PostgreSQL database; answers its exit code or signal
 * and what it printed. killAfterKey: the process SIGKILLs itself right after the provider answered that key.
 */
export function autopayProcess(
  url: string,
  now: Date,
  killAfterKey?: string,
): Promise<{ code: number | null; signal: string | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: {
        ...process.env,
        AUTOPAY_TEST_DATABASE_URL: url,
        AUTOPAY_TEST_NOW: now.toISOString(),
        AUTOPAY_TEST_KILL_AFTER_KEY: killAfterKey ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}
