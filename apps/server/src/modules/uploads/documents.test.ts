import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { documentName } from '../../adapters/storage/documents';
import { bearer, signedInMember, suiteApp } from '../../../test/factory';
import { multipartFile } from '../../../test/multipart';

const t = suiteApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function member(userPlan: 'basic' | 'seeker') {
  return signedInMember(t, { userPlan, totalLocation: userPlan === 'basic' ? 1 : 0 });
}
const rowsOf = (userId: number) => t.db.select().from(uploads).where(eq(uploads.userId, userId));

function upload(filename: string, content: Buffer, token?: string, field = 'files') {
  const body = multipartFile(field, filename, 'application/pdf', content);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/pdf',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

describe('POST /api/upload/pdf', () => {
  it('stores the document with its name made safe, and serves it inline with a long cache', async () => {
    const me = await member('basic');
    const res = await upload('../../House <rules> 2024.PDF', PDF, me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ name: string; url: string }>();
    expect(body.name).toBe('House _rules_ 2024.pdf');
    expect(body.url).toMatch(/^\/uploads\/documents\/[0-9a-f-]{36}\.pdf$/);
    expect(await readFile(join(t.config.dataDir, 'uploads', body.url.replace('/uploads/', '')))).toEqual(PDF);
    expect(await rowsOf(me.id)).toMatchObject([
      { kind: 'pdf', url: body.url, name: body.name, bytes: PDF.length, thumbnailUrl: null },
    ]);

    const served = await t.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${body.url.split('/').pop()}"`);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses a file that is not a PDF, whatever its name, and stores nothing', async () => {
    const me = await member('basic');
    const res = await upload('rules.pdf', Buffer.from('<html><script>alert(1)</script></html>'), me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Only PDF documents can be uploaded.' });
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('refuses a document over 10 MB', async () => {
    const me = await member('basic');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 32)]);
    const res = await upload('big.pdf', big, me.token);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'A document must be at most 10 MB.' });
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('reads only the field `files`', async () => {
    const me = await member('basic');
    const res = await upload('rules.pdf', PDF, me.token, 'document');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please choose a PDF document to upload.' });
  });

  it('is for listers only: 403 for a seeker, 401 for a guest', async () => {
    const seeker = await member('seeker');
    expect((await upload('rules.pdf', PDF, seeker.token)).statusCode).toBe(403);
    expect((await upload('rules.pdf', PDF)).statusCode).toBe(401);
    expect(await rowsOf(seeker.id)).toEqual([]);
  });
});

describe('documentName', () => {
  it.each([
    ['House rules.pdf', 'House rules.pdf'],
    ['C:\\Users\\me\\Policies.pdf', 'Policies.pdf'],
    ['"quoted";\r\nname.pdf', '_quoted_name.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['notes', 'notes.pdf'],
    ['', 'document.pdf'],
    [undefined, 'document.pdf'],
    ['Règlement intérieur.pdf', 'Règlement intérieur.pdf'],
  ])('%j → %j', (original, safe) => {
    expect(documentName(original)).toBe(safe);
  });

  it('keeps at most 120 characters', () => {
    const name = documentName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
