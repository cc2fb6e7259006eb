// File storage (docs/decisions/036-upload-storage.md): local disk under DATA_DIR/uploads by default, or an
// S3-compatible bucket (s3-storage.ts). Either way the database keeps '/uploads/<key>', whatever the backend,
// and the app answers that address (modules/uploads/file-routes.ts). Keys are random, so a stored file never
// changes under its address and is served with a year's cache.
import type { Readable } from 'node:stream';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** What every backend does: store bytes under a key, and read them back whole (rotation reads the original). */
type StorageBase = {
  /** stores the file and answers its address, '/uploads/<key>' */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** the stored file, or null when there is none under this key */
  get(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
};

export type LocalStorage = StorageBase & {
  kind: 'local';
  /** the folder served at /uploads/ */
  root: string;
};

/** A stored file opened for an HTTP answer: its body streams, it is never read whole into memory. */
export type OpenedFile = {
  status: 200 | 206;
  /** null for HEAD */
  body: Readable | null;
  contentType: string;
  contentLength: number;
  etag: string | null;
  lastModified: Date | null;
  contentRange: string | null;
  contentDisposition: string | null;
};

export type OpenRequest = { head: boolean; ifNoneMatch?: string; range?: string };

export type S3Storage = StorageBase & {
  kind: 's3';
  /** where browsers load files from when the bucket is public (S3_PUBLIC_URL); null = streamed by the app */
  publicUrl: string | null;
  /** null: no such file; 'not-modified': the browser's copy (If-None-Match) is current; 'unsatisfiable': bad Range */
  open(key: string, request: OpenRequest): Promise<OpenedFile | 'not-modified' | 'unsatisfiable' | null>;
  /** checks at start that the bucket answers with these credentials; throws a message naming the setting */
  check(): Promise<void>;
};

export type Storage = LocalStorage | S3Storage;

export const UPLOADS_PREFIX = '/uploads/';

/** Stored files never change under their key, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The folders the app writes into, and the shape of the names it gives: nothing else is a key, so no request
 * can reach another object of a shared bucket, climb out of the uploads folder ('..') or carry odd bytes.
 */
const KEY =
  /^(listings|users|documents)(\/[A-Za-z0-9_-]{1,64}){0,3}\/[A-Za-z0-9_-]{1,80}(\.[A-Za-z0-9]{1,10}){1,2}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** Refuses a key the app would not give out: a programming error, never a member's input. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
}

/** The storage key of an address put() answered, or null for any other address. */
export function storageKey(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return isStorageKey(key) ? key : null;
}

/** Documents open in the browser's viewer under their stored name (a random uuid, safe in a header). */
export function contentDisposition(key: string): string | null {
  if (!key.endsWith('.pdf')) return null;
  return `inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`;
}

export function localStorage(dataDir: string): LocalStorage {
  const root = resolve(dataDir, 'uploads');
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    kind: 'local',
    root,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async close() {},
  };
}
