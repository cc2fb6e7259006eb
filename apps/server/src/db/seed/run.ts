// Seeds run once each, recorded in seed_state: reference data always, demo data when SEED_DEMO is on.
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { seedState } from '../schema';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoFeeds } from './demo-feeds';
import { seedDemoListings } from './demo-listings';
import { seedDemoRentals } from './demo-rentals';
import { seedReference } from './reference';
import type { SeedOptions } from './seed-options';
import { seedVocabularies } from './vocabularies';

export type { SeedOptions };
type Step = { name: string; run: (db: Db, options: SeedOptions) => Promise<void> };

export const REFERENCE_STEPS: Step[] = [
  { name: 'reference-airports-v1', run: seedReference },
  { name: 'vocabularies-v1', run: seedVocabularies },
];

/** Demo data steps; each issue that adds a domain adds its demo step here. */
export const DEMO_STEPS: Step[] = [
  { name: 'demo-accounts-v1', run: seedDemoAccounts },
  { name: 'demo-listings-v1', run: seedDemoListings },
  { name: 'demo-rentals-v1', run: seedDemoRentals },
  { name: 'demo-feeds-v1', run: seedDemoFeeds },
];

export async function runSeeds(db: Db, options: SeedOptions): Promise<string[]> {
  const applied: string[] = [];
  for (const step of [...REFERENCE_STEPS, ...(options.demo ? DEMO_STEPS : [])]) {
    const done = await db.select().from(seedState).where(eq(seedState.step, step.name));
    if (done.length > 0) continue;
    await db.transaction(async (tx) => {
      await step.run(tx as unknown as Db, options);
      await tx.insert(seedState).values({ step: step.name });
    });
    applied.push(step.name);
  }
  return applied;
}
