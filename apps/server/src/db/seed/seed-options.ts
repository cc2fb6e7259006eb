import type { Storage } from '../../adapters/storage/storage';

/** What a step may need besides the database: demo listings write their images through the storage adapter. */
export type SeedOptions = { demo: boolean; storage?: Storage };
