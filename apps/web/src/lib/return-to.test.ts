import { describe, expect, it } from 'vitest';
import { loginTo, safeNext } from './return-to';

const origin = 'https://crashpad.test';

describe('where a member returns after logging in', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeNext('/listing/2', origin)).toBe('/listing/2');
    expect(safeNext('/account-setting?tab=my-services#x', origin)).toBe('/account-setting?tab=my-services#x');
  });

  it('refuses another site however it is written: no open redirect', () => {
    for (const next of [
      '//evil.com',
      'https://evil.com',
      'http://evil.com/listing/2',
      '/\\evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      ' //evil.com',
      'javascript:alert(1)',
      'evil.com',
      '',
      null,
    ])
      expect(safeNext(next, origin), String(next)).toBeNull();
  });

  it('does not send a member back to the login page', () => {
    expect(safeNext('/login?next=/listing/2', origin)).toBeNull();
  });

  it('builds the login address that returns to a page', () => {
    expect(loginTo('/listing/2')).toBe('/login?next=%2Flisting%2F2');
    expect(loginTo('/login')).toBe('/login');
  });
});
