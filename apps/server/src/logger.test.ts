import { describe, expect, it } from 'vitest';
import { redactUrl, stdoutDestination, withoutStatementValues } from './logger';

describe('redactUrl', () => {
  it('hides tokens and codes in logged URLs', () => {
    expect(redactUrl('/login?token=abc.def&next=/x')).toBe('/login?token=[redacted]&next=/x');
    expect(redactUrl('/create-account/join-crashpad?email=a@b.c&vcode=123456')).toBe(
      '/create-account/join-crashpad?email=a@b.c&vcode=[redacted]',
    );
    expect(redactUrl('/api/airports/search?search=dal')).toBe('/api/airports/search?search=dal');
  });

  it('hides the tokens of e-mailed links in their paths', () => {
    expect(redactUrl('/password/reset/abc.DEF-1_2')).toBe('/password/reset/[redacted]');
    expect(redactUrl('/email/verify/abc?x=1')).toBe('/email/verify/[redacted]?x=1');
    expect(redactUrl('/verify/email/abc/')).toBe('/verify/email/[redacted]/');
    expect(redactUrl('/password/reset')).toBe('/password/reset');
    expect(redactUrl('/listing/42')).toBe('/listing/42');
  });
});

describe('withoutStatementValues', () => {
  it('keeps the statement and the cause, not the values', () => {
    class DatabaseError extends Error {
      detail = 'Failing row contains (7, jamie@example.com, $argon2id$v=19$…).';
      code = '23514';
      constraint = 'users_role';
    }
    const cause = new DatabaseError('new row for relation "users" violates check constraint "users_role"');
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email") values ($1)\nparams: jamie@example.com,$argon2id$v=19$',
      ),
      { query: 'insert into "users" ("email") values ($1)', params: ['jamie@example.com'], cause },
    );
    const clean = withoutStatementValues(failed) as Error & Record<string, unknown>;
    expect(clean.message).toBe('Failed query: insert into "users" ("email") values ($1)');
    expect(clean.stack).not.toContain('jamie');
    expect(clean.query).toBe('insert into "users" ("email") values ($1)');
    expect(clean.params).toBeUndefined();
    expect(clean.cause).toBeInstanceOf(DatabaseError);
    expect(clean.cause).toMatchObject({ code: '23514', constraint: 'users_role', message: cause.message });
    expect((clean.cause as Record<string, unknown>).detail).toBeUndefined();
    // The error that was thrown is left as it was.
    expect(failed.params).toEqual(['jamie@example.com']);
  });
});

describe('stdoutDestination', () => {
  it('drops lines a stuck reader has not taken past 16 MB, then says how many', () => {
    const written: string[] = [];
    const out = { writable: true, writableLength: 0, write: (line: string) => written.push(line) > 0 };
    const log = stdoutDestination(out);
    log.write('one\n');
    out.writableLength = 17 * 1024 * 1024;
    log.write('two\n');
    log.write('three\n');
    out.writableLength = 0;
    log.write('four\n');
    expect(written[0]).toBe('one\n');
    expect(JSON.parse(written[1]!)).toMatchObject({
      level: 40,
      msg: "2 log lines were dropped: the log's reader did not keep up",
    });
    expect(written.slice(2)).toEqual(['four\n']);
  });

  it('writes nothing once standard output is closed', () => {
    const written: string[] = [];
    const log = stdoutDestination({
      writable: false,
      writableLength: 0,
      write: (line: string) => written.push(line) > 0,
    });
    log.write('lost\n');
    expect(written).toEqual([]);
  });
});
