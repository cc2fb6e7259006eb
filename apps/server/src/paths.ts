import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the server package folder');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, 'src/db/migrations');
/** The offline geocoder's places (scripts/build-places.ts): read at run time, not loaded into the database. */
export const placesFile = join(serverRoot, 'src/db/seed/data/places.tsv.br');
export const defaultWebDist = resolve(serverRoot, '../web/dist');
