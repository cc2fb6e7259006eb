// The beacon loads with the shell on every page, so its bytes are held here (docs/decisions/064; the pages'
// budgets as a whole are e2e/tests/web-budgets.spec.ts): built alone as the app builds it, minified, it must
// stay under 2 KiB with Brotli (it was 0.45 KiB when written).
import { brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

describe('the page-view beacon', () => {
  it('costs a page under 2 KiB of compressed JavaScript, and imports nothing', async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: true,
        lib: { entry: join(import.meta.dirname, 'page-views.ts'), formats: ['es'] },
      },
    })) as Rollup.RollupOutput[];
    const chunks = output.flatMap((o) => o.output).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.imports).toEqual([]);
    const bytes = brotliCompressSync(chunks[0]!.code, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    expect(bytes).toBeLessThan(2048);
  }, 30_000);
});
