// Decompression bombs for the upload tests (issue 13, docs/decisions/015-image-safety.md): a PNG of one
// colour whose header promises width × height pixels. Its pixel data is all zeros, which deflate shrinks about
// a thousand times, so a 16,000 × 16,000 interlaced PNG is ~0.75 MB on disk and 768 MB once decoded.
// Built by hand in milliseconds: one deflate block of zeros, ended by a sync flush so that it can be repeated,
// stands for every megabyte (sharp would need the whole decoded image in memory to write an interlaced PNG).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';

export type BombShape = {
  width: number;
  height: number;
  /** bits per sample: 16 doubles the decoded size */
  depth?: 8 | 16;
  /** Adam7 interlacing: the decoder must hold the whole image before it can shrink it */
  interlaced?: boolean;
};

// The Adam7 passes: first column, first row, column step, row step.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes of decoded image data (each row starts with its filter byte, 0 here). */
function rawLength({ width, height, depth = 8, interlaced = true }: BombShape): number {
  const bytesPerPixel = 3 * (depth / 8);
  const passes = interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  let total = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (columns > 0 && rows > 0) total += rows * (1 + columns * bytesPerPixel);
  }
  return total;
}

/** A zlib stream of `length` zero bytes. */
function zeros(length: number): Buffer {
  const MB = 1 << 20;
  const block = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const last = deflateRawSync(Buffer.alloc(length % MB), { level: 9 });
  // Adler-32 of zeros: the first sum stays 1, the second adds 1 for every byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((length % 65521) << 16) | 1) >>> 0);
  const blocks = Array.from({ length: Math.floor(length / MB) }, () => block);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...blocks, last, adler]);
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A black RGB PNG of the given shape. */
export function pngBomb(shape: BombShape): Buffer {
  const { width, height, depth = 8, interlaced = true } = shape;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = 2; // truecolour
  header[12] = interlaced ? 1 : 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zeros(rawLength(shape))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The reviewer's bomb: a 16,000 × 16,000 interlaced PNG, made once per machine and kept in the temp folder. */
export async function reviewersBomb(): Promise<Buffer> {
  const path = join(tmpdir(), 'crashpad-png-bomb-16000x16000.png');
  if (existsSync(path)) return readFile(path);
  const bomb = pngBomb({ width: 16_000, height: 16_000 });
  await writeFile(path, bomb);
  return bomb;
}
