import type { Config } from '../../config';
import { s3Storage, type StorageLog } from './s3-storage';
import { localStorage, type Storage } from './storage';

/** An S3-compatible bucket when S3_BUCKET is set; otherwise DATA_DIR/uploads (docs/decisions/036). */
export function fileStorage(config: Config, log: StorageLog): Storage {
  if (config.storage.kind === 's3') return s3Storage(config.storage, log);
  return localStorage(config.dataDir);
}
