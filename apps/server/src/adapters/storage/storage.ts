// File storage: local disk under DATA_DIR/uploads by default (served at /uploads/ with long cache headers).
// Keys are random, so a stored file never changes under its URL.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export type Storage = {
  /** the folder served at /uploads/, for the local adapter */
  root: string;
  put(key: string, body: Buffer, contentType: string): Promise<string>;
};

export function localStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'uploads');
  return {
    root,
    async put(key, body) {
      if (key.includes('..')) throw new Error('storage keys cannot leave the uploads folder');
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return `/uploads/${key}`;
    },
  };
}
