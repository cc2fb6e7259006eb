// Request coalescing for hot public reads: while an answer for a key is being computed, identical requests
// wait for that answer instead of asking the database again. Nothing is kept once it is answered, so no
// answer is older than the one query it came from (docs/performance.md).
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

export type SingleFlight<T> = (key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * `running` lives as long as the server and takes and drops a key per request. With the answers themselves as its
 * entries, about half of them were promoted to the old generation instead of dying young; why is V8's business,
 * what changed it is measured (docs/performance.md, "Maps that outlive their requests"). Its entries are holders
 * that let go of the answer once it is given.
 */
export function singleFlight<T>(): SingleFlight<T> {
  const running = new Map<string, { answer: Promise<T> | undefined }>();
  return (key, compute) => {
    const pending = running.get(key)?.answer;
    if (pending) return pending;
    const entry: { answer: Promise<T> | undefined } = { answer: undefined };
    const started = compute().finally(() => {
      entry.answer = undefined;
      running.delete(key);
    });
    entry.answer = started;
    running.set(key, entry);
    return started;
  };
}

/**
 * The app's response serializer (contract check, then JSON), remembered per answer object: requests that
 * shared one computed answer also share its JSON instead of encoding the same object again.
 */
export function serializeOncePerAnswer<T>(
  routeSchema: Parameters<FastifySerializerCompiler<T>>[0],
): (data: unknown) => string {
  // The route schema is the zod one this serializer was made for; fastify types it loosely.
  const serialize = serializerCompiler(routeSchema as unknown as Parameters<typeof serializerCompiler>[0]);
  const encoded = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = encoded.get(data);
    if (json === undefined) {
      json = serialize(data);
      encoded.set(data, json);
    }
    return json;
  };
}
