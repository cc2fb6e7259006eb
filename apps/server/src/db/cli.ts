// npm run db:migrate | db:seed | db:reset, on the database the environment names (DATABASE_URL or DATA_DIR).
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { fileStorage } from '../adapters/storage/select';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { runSeeds } from './seed/run';

async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  if (command === 'reset') {
    if (config.environment === 'production')
      throw new Error('db:reset is for development only (NODE_ENV=production).');
    const database = await openDatabase(config.database);
    if (database.engine === 'pglite') {
      await database.close();
      await rm(config.dataDir, { recursive: true, force: true });
      console.log(`Removed the embedded database in ${config.dataDir}.`);
    } else {
      await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
      await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      // the job queue and schedules (pg-boss recreates them at the next start)
      await database.db.execute(sql`DROP SCHEMA IF EXISTS pgboss CASCADE`);
      await database.db.execute(sql`CREATE SCHEMA public`);
      await database.close();
      console.log(`Dropped every table of the ${database.description}.`);
    }
  } else if (command !== 'migrate' && command !== 'seed') {
    throw new Error('usage: cli.ts migrate | seed | reset');
  }
  const database = await openDatabase(config.database);
  try {
    await database.exclusive(async (db) => {
      await migrate(database, db);
      console.log('Migrations applied.');
      if (command === 'migrate') return;
      // Demo photos go where the server keeps uploads: the disk or the S3 bucket (docs/decisions/036).
      const storage = fileStorage(config, { error: (details, message) => console.error(message, details) });
      try {
        if (storage.kind === 's3') await storage.check();
        const seeded = await runSeeds(db, { demo: config.seedDemo, storage, variant: config.site.variant });
        console.log(seeded.length ? `Seeded: ${seeded.join(', ')}.` : 'Seed data already present.');
      } finally {
        await storage.close();
      }
    });
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
