import { describe, expect, it } from 'vitest';
import { answerBytes } from './answer-bytes';

describe('answerBytes', () => {
  it('is the UTF-8 of the pieces joined, with characters of two, three and four bytes, and nothing else', () => {
    const stored = '{"title":"Crew house near Zürich — 3 beds 🛏","price":450}';
    const pieces = ['{"views":12', ',', stored.slice(1), '', '\n'];
    const bytes = answerBytes(pieces);
    expect(bytes.equals(Buffer.from(pieces.join(''), 'utf8'))).toBe(true);
    expect(bytes.length).toBe(Buffer.byteLength(pieces.join('')));
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      views: 12,
      title: 'Crew house near Zürich — 3 beds 🛏',
      price: 450,
    });
  });

  it('answers an empty buffer for no pieces or empty ones', () => {
    expect(answerBytes([]).length).toBe(0);
    expect(answerBytes(['', '']).length).toBe(0);
  });
});
