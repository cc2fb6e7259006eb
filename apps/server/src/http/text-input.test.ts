import { describe, expect, it } from 'vitest';
import { notAllowedMessage, unstorableField } from './text-input';

describe('unstorableField', () => {
  it('names the first field holding NUL or a lone surrogate, as form errors name fields', () => {
    expect(unstorableField({ title: 'ok', rooms: [{ room_name: 'a' }, { room_name: 'b\u0000' }] })).toBe(
      'rooms.1.room_name',
    );
    expect(unstorableField({ a: 'x\uD800', b: '\u0000' })).toBe('a');
    expect(unstorableField({ a: 'x\uDC00y' })).toBe('a');
    expect(unstorableField({ name: { 'en\u0000': 'Pool' } })).toBe('name');
    expect(unstorableField('\u0000')).toBe('_');
  });

  it('lets any well-formed text through, emoji and accents included', () => {
    expect(unstorableField({ a: 'Zoë ✈️😀 𝄞', b: [1, true, null, { c: 'ça' }] })).toBeNull();
    expect(unstorableField(undefined)).toBeNull();
    expect(unstorableField(Buffer.from([0, 0xd8]))).toBeNull();
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableField(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('notAllowedMessage', () => {
  it('speaks of the field by its own name', () => {
    expect(notAllowedMessage('rooms.0.room_name')).toBe('room name contains a character that is not allowed');
    expect(notAllowedMessage('search')).toBe('search contains a character that is not allowed');
  });
});
