// The part of autocannon 9 the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Histogram = {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  };
  export type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type Client = { setRequests(requests: Request[]): void };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** requests a second over all connections, at most */
    overallRate?: number;
    /** seconds a request may take before it counts as a timeout */
    timeout?: number;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  };
  export type Instance = EventEmitter & {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): Instance;
  };

  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
