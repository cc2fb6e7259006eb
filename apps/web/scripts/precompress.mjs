// Writes a Brotli (best quality) and a gzip copy next to every built script, stylesheet and SVG, which the server
// sends instead of compressing on each request (docs/decisions/004-web-performance.md): ~14 % fewer bytes than
// on-the-fly Brotli at its fast setting, and no compression work per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|svg)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesIn(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesIn(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

async function precompress(file) {
  const data = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return 1;
}

const files = (await filesIn(dist)).filter((f) => COMPRESSIBLE.test(f));
let written = 0;
// A few at a time: zlib works on the thread pool, and the machine may be small.
for (let i = 0; i < files.length; i += 4)
  for (const n of await Promise.all(files.slice(i, i + 4).map(precompress))) written += n;
console.log(`Precompressed ${written} built files (.br, .gz).`);
