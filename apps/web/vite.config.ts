import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Chunks only the white-label variants load (the events and offers blocks and map layers, docs/decisions/062):
 * the pages that can load them list only the chunk and the styles to preload, not every file it imports. Vite's
 * full list (~25 file names) made the home page's first load 0.3 KiB heavier on the crashpad variant, which never
 * loads them (docs/decisions/004-web-performance.md); the chunk's own imports are fetched when it runs.
 */
const FLAGGED_CHUNK = /\/feed-[\w-]+\.js$/;
/**
 * Chunks a guest's first visit never loads — the admin's pages and the chart their reports draw, and the shell's
 * parts and dialogs for members (docs/decisions/064): listed the same way, so the shell every guest downloads
 * does not carry the names of every file they import; those are fetched when the chunk runs.
 */
const MEMBERS_CHUNK =
  /\/(admin-[\w-]+-page|translations-page|outbox-[\w-]*page|day-chart|user-menu|member-shell|account-prompts|return-to-admin|bulk-message-modal|invite-dialog|accept-card-dialog)-[\w-]+\.js$/;
/**
 * A few of Mantine's hooks that @mantine/charts (docs/decisions/064) shares with the shell's components: left to
 * itself the build split them into chunks of their own once the charts came (two more scripts and 0.4 KiB more
 * on the airport search); kept in one chunk, a guest's first visit costs what it did before.
 */
const MANTINE_SHARED_HOOKS =
  /node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/]use-(did-update|reduced-motion|media-query)|core[\\/]esm[\\/]core[\\/]styles-api[\\/]use-resolved-styles-api)[\\/]/;

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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'mantine-shared-hooks', test: MANTINE_SHARED_HOOKS }] } },
    },
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        FLAGGED_CHUNK.test(`/${filename}`) || MEMBERS_CHUNK.test(`/${filename}`)
          ? deps.filter((dep) => dep === filename || dep.endsWith('.css'))
          : deps,
    },
  },
});
