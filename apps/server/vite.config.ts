// Bundles the server into dist/main.js; dependencies stay in node_modules, the shared package is bundled in.
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const external = [
  ...builtinModules,
  ...builtinModules.map((m) => `node:${m}`),
  ...Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@crashpad/')),
];

export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      external: (id) => external.some((e) => id === e || id.startsWith(`${e}/`)),
      output: { format: 'es', entryFileNames: 'main.js' },
    },
  },
});
