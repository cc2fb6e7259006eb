// Shared setup of the security probe (`npm run test:security`, docs/decisions/013-input-hygiene-and-logs.md):
// a test app, a member who passes every guard (an admin on a lister plan) with a listing of their own, and the
// app's own list of its API routes with their schemas, read from its OpenAPI document, so a route added later
// is probed without anyone listing it here.
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startSession } from '../../src/modules/accounts/sessions';
import { bearer, registration, userRow } from '../accounts';
import { createLister, createListing, listingForm, type Lister } from '../listings';
import { testApp, type TestApp } from '../test-app';

/** The part of JSON Schema the OpenAPI document of the routes uses. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  minItems?: number;
  nullable?: boolean;
};

export type Parameter = { in: 'path' | 'query'; name: string; schema: Schema };
export type Operation = { method: string; path: string; parameters: Parameter[]; body?: Schema };

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
};

/** Every /api route the app registered, as its OpenAPI document describes it. */
export function apiOperations(t: TestApp): Operation[] {
  const doc = t.app.swagger() as unknown as OpenApi;
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      found.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return found;
}

const pick = (s: Schema): Schema | undefined =>
  (s.anyOf ?? s.oneOf)?.find((o) => o.type !== 'null') ?? (s.anyOf ?? s.oneOf)?.[0];

function typeOf(s: Schema): string | undefined {
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

/** A value the schema accepts where it can tell (patterns are not followed: known bodies cover those routes). */
export function sample(s: Schema, name = ''): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const option = pick(s);
  if (option) return sample(option, name);
  if (s.allOf) return sample(Object.assign({}, ...s.allOf) as Schema, name);
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
    case 'array':
      return s.items
        ? Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items!, name))
        : [];
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : 1;
      return Math.min(Math.max(1, min), s.maximum ?? 1_000);
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      if (/email/.test(name)) return 'probe@example.com';
      return 'probe'.padEnd(Math.max(5, s.minLength ?? 0), 'x');
  }
}

type Path = (string | number)[];

/** The paths of every leaf of a JSON value that `keep` selects. */
export function leaves(value: unknown, keep: (leaf: unknown) => boolean, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, keep, [...at, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, keep, [...at, k]));
  return keep(value) ? [at] : [];
}

/** A copy of value with the leaf at path replaced. */
export function replaced(value: unknown, path: Path, leaf: (old: unknown) => unknown): unknown {
  if (path.length === 0) return leaf(value);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, leaf);
  return copy;
}

export const fieldName = (path: Path) => path.join('.');

export type Probe = {
  t: TestApp;
  member: Lister;
  listingId: number;
  operations: Operation[];
  /** a session of its own for each request, so a route that ends sessions does not disturb the next */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** a body the route accepts: a known good one, else one made from its schema */
  bodyFor(op: Operation): Promise<unknown>;
  /** the path with its parameters filled, and the query string */
  urlFor(op: Operation, values?: Record<string, string>, query?: Record<string, string>): string;
};

export async function startProbe(): Promise<Probe> {
  const t = await testApp();
  const member = await createLister(t, 'pro', { role: 'admin', totalLocation: null });
  const listingId = await createListing(t, member);
  const row = await userRow(t.db, member.id);
  const email = `probe.${randomUUID()}@example.com`;
  const known: Record<string, () => Promise<unknown>> = {
    'POST /api/rental/register': async () => registration({ email }),
    'POST /api/accounts': async () => registration({ email }),
    'POST /api/crashpads': () => listingForm(t.db, member.images),
    'PUT /api/crashpads/{id}': () => listingForm(t.db, member.images),
    'POST /api/account/user/update': async () => ({
      ...registration(),
      middle_name: 'Lee',
      about: 'Flight attendant based at DFW.',
    }),
    'POST /api/contact': async () => ({
      name: 'Probe',
      email: 'probe@example.com',
      subject: 'Hello',
      message_content: 'A question about a crashpad.',
    }),
  };
  const pathValues: Record<string, string> = {
    id: String(listingId),
    code: 'DFW',
    place_id: 'probe',
    provider: 'google',
    type: 'events',
  };
  return {
    t,
    member,
    listingId,
    operations: apiOperations(t),
    async call(options) {
      const token = await startSession(t.ctx.sessions, row, { keep: false });
      return t.app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });
    },
    async bodyFor(op) {
      const make = known[`${op.method} ${op.path}`];
      return make ? make() : op.body ? sample(op.body) : undefined;
    },
    urlFor(op, values = {}, query = {}) {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(values[name] ?? pathValues[name] ?? 'probe'),
      );
      const qs = new URLSearchParams(query).toString();
      return qs ? `${path}?${qs}` : path;
    },
  };
}

/** The query a route accepts: each of its query parameters with a sample value. */
export function sampleQuery(op: Operation): Record<string, string> {
  return Object.fromEntries(
    op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, String(sample(p.schema, p.name))]),
  );
}

/** A line naming a request and what it answered, for a readable list of failures. */
export function describeAnswer(op: Operation, what: string, res: LightMyRequestResponse): string {
  return `${op.method} ${op.path} ${what}: ${res.statusCode} ${res.body.slice(0, 160)}`;
}
