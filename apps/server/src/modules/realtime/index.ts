// The real-time module's public file (docs/architecture.md): the app attaches Socket.IO to its HTTP server;
// other modules publish through the context's `realtime` (docs/decisions/033-real-time.md).
export { createRealtime, type Realtime } from './server';
