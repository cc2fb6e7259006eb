import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Chunks only the white-label variants load (the events and offers blocks and map layers, docs/decisions/062):
 * the pages that can load them list only the chunk and the styles to preload, not every file it imports. Vite's
 * full list (~25 file names) made the home page's first load 0.3 KiB heavier on the crashpad variant, which never
 * loads them (docs/decisions/004-web-performance.md); the chunk's own imports are fetched when it runs.
 */
const FLAGGED_CHUNK = /\/feed-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      // ws: Socket.IO upgrades /api/socket.io to a WebSocket (docs/decisions/033-real-time.md)
      '/api': { target: 'http://localhost:3000', ws: true },
      '/sitemap.xml': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        FLAGGED_CHUNK.test(`/${filename}`)
          ? deps.filter((dep) => dep === filename || dep.endsWith('.css'))
          : deps,
    },
  },
});
