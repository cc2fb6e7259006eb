import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides tokens and codes in logged URLs', () => {
    expect(redactUrl('/login?token=abc.def&next=/x')).toBe('/login?token=[redacted]&next=/x');
    expect(redactUrl('/create-account/join-crashpad?email=a@b.c&vcode=123456')).toBe(
      '/create-account/join-crashpad?email=a@b.c&vcode=[redacted]',
    );
    expect(redactUrl('/api/airports/search?search=dal')).toBe('/api/airports/search?search=dal');
  });
});
