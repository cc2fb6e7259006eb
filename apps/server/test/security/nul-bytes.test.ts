// NUL and lone surrogates in any text input are refused at the edge with a 400 naming the field, never a 500
// from the database (issue 13 item 3; docs/decisions/013-input-hygiene-and-logs.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../multipart';
import { describeAnswer, fieldName, leaves, replaced, sampleQuery, startProbe, type Probe } from './probe';

let p: Probe;
beforeAll(async () => {
  p = await startProbe();
});
afterAll(() => p.t.close());

/** A 400 whose field errors name the field, as every other form problem is answered. */
const namesField = (status: number, body: string, field: string) =>
  status === 400 && Object.keys((JSON.parse(body) as { errors?: object }).errors ?? {}).includes(field);

describe('NUL in text input', () => {
  it('every string field of every JSON body answers 400 naming the field', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of p.operations.filter((o) => o.body)) {
      const body = await p.bodyFor(op);
      for (const path of leaves(body, (v) => typeof v === 'string')) {
        const res = await p.call({
          method: op.method as 'POST',
          url: p.urlFor(op, {}, sampleQuery(op)),
          payload: replaced(body, path, (v) => `${v as string}\u0000x`) as object,
        });
        sent += 1;
        if (!namesField(res.statusCode, res.body, fieldName(path)))
          failures.push(describeAnswer(op, fieldName(path), res));
      }
    }
    expect(sent).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });

  it('every query and path parameter answers 400 naming the parameter', async () => {
    const failures: string[] = [];
    for (const op of p.operations) {
      const query = sampleQuery(op);
      const body = await p.bodyFor(op);
      for (const param of op.parameters) {
        const url =
          param.in === 'path'
            ? p.urlFor(op, { [param.name]: 'a\u0000b' }, query)
            : p.urlFor(op, {}, { ...query, [param.name]: 'a\u0000b' });
        const res = await p.call({
          method: op.method as 'GET',
          url,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        if (!namesField(res.statusCode, res.body, param.name))
          failures.push(describeAnswer(op, param.name, res));
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the searches of the review with the field and a message', async () => {
    for (const url of [
      '/api/airports/search?search=a%00b',
      '/api/admin/users?search=a%00b',
      '/api/geo/autocomplete?input=Irv%00ing',
    ]) {
      const res = await p.call({ url });
      const field = url.includes('input=') ? 'input' : 'search';
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: {
          message: `${field} contains a character that is not allowed`,
          errors: { [field]: [`${field} contains a character that is not allowed`] },
        },
      });
    }
  });

  it('refuses lone UTF-16 surrogates and NUL in object keys', async () => {
    const lone = await p.call({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"name":"Pro\\ud800be","email":"probe@example.com","subject":"Hi","message_content":"A question."}',
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({
      errors: { name: ['name contains a character that is not allowed'] },
    });

    const key = await p.call({
      method: 'PATCH',
      url: '/api/amenities/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":{"en":"Pool","x\\u0000":"y"}}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({ errors: { name: ['name contains a character that is not allowed'] } });

    // A well-formed pair (an emoji) is text like any other.
    const emoji = await p.call({ url: `/api/airports/search?search=${encodeURIComponent('Dallas ✈️😀')}` });
    expect(emoji.statusCode).toBe(200);
  });

  it('refuses NUL in the text fields of a multipart upload', async () => {
    const file = multipartFile('files', 'rules.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const boundary = /boundary=(.+)$/.exec(file.headers['content-type'])![1]!;
    const field = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nHouse\u0000rules\r\n`,
    );
    const res = await p.call({
      method: 'POST',
      url: '/api/upload/pdf',
      headers: file.headers,
      payload: Buffer.concat([field, file.payload]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { note: ['note contains a character that is not allowed'] } });
  });
});
