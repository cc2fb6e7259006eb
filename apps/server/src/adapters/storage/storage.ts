// File storage: local disk under DATA_DIR/uploads by default (served at /uploads/ with long cache headers).
// Keys are random, so a stored file never changes under its URL.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export type Storage = {
  /** the folder served at /uploads/, for the local adapter */
  root: string;
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** the stored file, or null when there is none under this key */
  get(key: string): Promise<Buffer | null>;
};

const PUBLIC_PREFIX = '/uploads/';

/** The storage key of an address put() answered, or null for any other address. */
export function storageKey(url: string): string | null {
  if (!url.startsWith(PUBLIC_PREFIX)) return null;
  const key = url.slice(PUBLIC_PREFIX.length);
  return key === '' || key.includes('..') ? null : key;
}

export function localStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'uploads');
  const pathOf = (key: string) => {
    if (key.includes('..')) throw new Error('storage keys cannot leave the uploads folder');
    return join(root, key);
  };
  return {
    root,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return `${PUBLIC_PREFIX}${key}`;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
