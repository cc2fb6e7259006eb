// How answers built per request are compressed (docs/decisions/042-answers-compressed-fast.md). The web app's
// scripts and styles are compressed at build time, at Brotli's best (modules/site/web-app.ts); what is left here
// is JSON and the pages' HTML, made for each request. Brotli at quality 4 (the plugin's default), through a stream
// for answers over 8 KB (its default on 2 cores), took more of the server's time than the answer itself: a browser's search or listing
// page cost twice what the same request without Accept-Encoding did. Quality 1 compresses a search's 5 to 15 KB in
// a third of the time and about 25 % larger (still a fifth of the JSON), in one call up to 64 KB.
import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  // Brotli first; zstd, which the plugin adds first on Node 22.15+, would not get the settings below
  encodings: ['br', 'gzip', 'deflate'],
  // below 1 KB compression saves less than a packet
  threshold: 1024,
  // compressed in one call on the event loop (about 120 µs for 64 KB at quality 1), without a stream per answer
  syncThreshold: 65_536,
  brotliOptions: {
    // these params replace the plugin's whole set: without QUALITY, Brotli would compress at its slowest (11)
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 1,
    },
  },
  // gzip and deflate, for the few clients without Brotli
  zlibOptions: { level: 1 },
};
