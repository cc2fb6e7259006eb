// Numbers the database cannot hold are refused before they reach it: an id above int32 answers 400 naming
// the id on every route, and no integer field answers 500 (issue 13 item 6;
// docs/decisions/013-input-hygiene-and-logs.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAnswer, fieldName, leaves, replaced, sampleQuery, startProbe, type Probe } from './probe';

let p: Probe;
beforeAll(async () => {
  p = await startProbe();
});
afterAll(() => p.t.close());

const TOO_BIG = ['99999999999', '2147483648'];

describe('ids and integers beyond the database’s int32', () => {
  it('every route with an id in its path answers 400 naming the id', async () => {
    const failures: string[] = [];
    // A record id is a number; an id that is a token (an event's id at an outside service) is not the database's.
    const routes = p.operations.filter((o) =>
      o.parameters.some((x) => x.in === 'path' && x.name === 'id' && x.schema.type !== 'string'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const op of routes) {
      const body = await p.bodyFor(op);
      for (const id of TOO_BIG) {
        const res = await p.call({
          method: op.method as 'GET',
          url: p.urlFor(op, { id }, sampleQuery(op)),
          ...(body === undefined ? {} : { payload: body as object }),
        });
        const named = res.statusCode === 400 && 'id' in (res.json<{ errors?: object }>().errors ?? {});
        if (!named) failures.push(describeAnswer(op, `id ${id}`, res));
      }
      // The largest id the database holds is an ordinary id: found or not, never a server error.
      const largest = await p.call({
        method: op.method as 'GET',
        url: p.urlFor(op, { id: '2147483647' }, sampleQuery(op)),
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (largest.statusCode >= 500) failures.push(describeAnswer(op, 'id 2147483647', largest));
    }
    expect(failures).toEqual([]);
  });

  it('no integer field of a body or a query answers 5xx with a number above int32', async () => {
    const failures: string[] = [];
    for (const op of p.operations) {
      const body = await p.bodyFor(op);
      const query = sampleQuery(op);
      const send = (url: string, payload: unknown) =>
        p.call({
          method: op.method as 'GET',
          url,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
      for (const path of leaves(body, (v) => typeof v === 'number' && Number.isInteger(v)))
        for (const big of TOO_BIG) {
          const res = await send(
            p.urlFor(op, {}, query),
            replaced(body, path, () => Number(big)),
          );
          if (res.statusCode >= 500) failures.push(describeAnswer(op, `${fieldName(path)}=${big}`, res));
        }
      for (const param of op.parameters.filter((x) => x.in === 'query'))
        for (const big of TOO_BIG) {
          const res = await send(p.urlFor(op, {}, { ...query, [param.name]: big }), body);
          if (res.statusCode >= 500) failures.push(describeAnswer(op, `${param.name}=${big}`, res));
        }
    }
    expect(failures).toEqual([]);
  });
});
