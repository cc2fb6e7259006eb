// A TCP proxy in front of PostgreSQL for the outage tests (docs/decisions/057-riding-out-a-database-outage.md):
// `cut` drops every open connection as a server restart does, `stop` also refuses new ones as a server that is
// down does, `start` lets them through again on the same port.
import { createServer, connect, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  cut(): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const make = (): Server =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  let server = make();
  let running = true;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const cut = () => {
    for (const s of sockets) s.destroy();
  };
  const stop = async () => {
    if (!running) return;
    running = false;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      cut();
    });
  };
  return {
    port,
    cut,
    stop,
    async start() {
      if (running) return;
      server = make();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      running = true;
    },
    close: stop,
  };
}
