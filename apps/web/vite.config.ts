import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
});
