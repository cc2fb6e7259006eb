import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database in ./data, the outbox and port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      kind: 'embedded',
      dataDir: './data',
      engine: undefined,
      queue: { maxWaiting: 200, waitTimeoutMs: 5000 },
    });
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.site.variant).toBe('crashpad');
  });

  it('shows the support address only when SUPPORT_EMAIL is set, and still delivers contact messages', () => {
    expect(loadConfig({}).mail).toMatchObject({
      supportEmail: 'support@localhost',
      publicSupportEmail: null,
    });
    expect(loadConfig({ SUPPORT_EMAIL: 'help@crew.example.com' }).mail).toMatchObject({
      supportEmail: 'help@crew.example.com',
      publicSupportEmail: 'help@crew.example.com',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' }).database).toMatchObject({
      kind: 'postgres',
      url: 'postgres://u@db:5432/app',
    });
  });

  it('lets EMBEDDED_DATABASE choose the embedded engine, and names the choices when it is wrong', () => {
    expect(loadConfig({ EMBEDDED_DATABASE: 'pglite' }).database).toMatchObject({
      kind: 'embedded',
      engine: 'pglite',
    });
    expect(loadConfig({ EMBEDDED_DATABASE: 'postgres' }).database).toMatchObject({ engine: 'postgres' });
    expect(() => loadConfig({ EMBEDDED_DATABASE: 'sqlite' })).toThrow(
      'EMBEDDED_DATABASE: must be postgres or pglite',
    );
  });

  it('bounds the wait for the database and the shutdown as configured', () => {
    const config = loadConfig({
      DATABASE_MAX_WAITING: '0',
      DATABASE_WAIT_TIMEOUT_MS: '250',
      SHUTDOWN_TIMEOUT_MS: '3000',
    });
    expect(config.database.queue).toEqual({ maxWaiting: 0, waitTimeoutMs: 250 });
    expect(config.shutdownTimeoutMs).toBe(3000);
    expect(() => loadConfig({ DATABASE_WAIT_TIMEOUT_MS: 'soon', SHUTDOWN_TIMEOUT_MS: '5' })).toThrow(
      /DATABASE_WAIT_TIMEOUT_MS: must be a number of milliseconds\n {2}SHUTDOWN_TIMEOUT_MS: must be from 100 to 600000/,
    );
  });

  it('bounds how long a charge waits for the database and how often queued e-mail is tried (decisions 058, 059)', () => {
    expect(loadConfig({}).paymentRecordWaitMs).toBe(40_000);
    expect(loadConfig({}).mail.sweepMs).toBe(15_000);
    const config = loadConfig({ PAYMENT_RECORD_WAIT_MS: '0', MAIL_SWEEP_MS: '500' });
    expect([config.paymentRecordWaitMs, config.mail.sweepMs]).toEqual([0, 500]);
    // past two minutes another call could take the claim over while the first still waits
    expect(() => loadConfig({ PAYMENT_RECORD_WAIT_MS: '120000', MAIL_SWEEP_MS: '10' })).toThrow(
      /MAIL_SWEEP_MS: must be from 100 to 600000\n {2}PAYMENT_RECORD_WAIT_MS: must be from 0 to 90000|PAYMENT_RECORD_WAIT_MS: must be from 0 to 90000\n {2}MAIL_SWEEP_MS: must be from 100 to 600000/,
    );
  });

  it('stops with a message naming each wrong variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        SITE_VARIANT: 'hotel',
        FEATURE_AUTOPAY: 'maybe',
        DATABASE_URL: 'mysql://x',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT: must be a port number');
      expect(message).toContain('SITE_VARIANT: must be one of crashpad, vacation, nurse, aircrew');
      expect(message).toContain('FEATURE_AUTOPAY: must be true or false');
      expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    }
  });

  it('shares through Redis only when REDIS_URL names one, and never repeats its password in a refusal', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, redisPrefix: 'crashpad' });
    expect(
      loadConfig({ REDIS_URL: 'rediss://:pw@cache.internal:6380/2', REDIS_PREFIX: 'eu-1' }),
    ).toMatchObject({
      redisUrl: 'rediss://:pw@cache.internal:6380/2',
      redisPrefix: 'eu-1',
    });
    for (const [url, reason] of [
      ['http://cache.internal:6379', 'REDIS_URL: must start with redis:// or rediss://'],
      ['redis://', 'REDIS_URL: must name a host'],
      ['redis://:hunter2@[broken', 'REDIS_URL: must name a host'],
    ] as const) {
      expect(() => loadConfig({ REDIS_URL: url })).toThrow(reason);
      expect(() => loadConfig({ REDIS_URL: url })).not.toThrow(/hunter2/);
    }
    expect(() => loadConfig({ REDIS_URL: 'redis://cache', REDIS_PREFIX: 'a b' })).toThrow('REDIS_PREFIX');
  });

  it('turns single flags off and on', () => {
    const flags = loadConfig({
      FEATURE_CHANGE_PLANS: 'off',
      FEATURE_EVENTS: 'true',
      FEATURE_SITE_TRAVELBUG: '1',
    }).site.flags;
    expect(flags.changePlans).toBe(false);
    expect(flags.events).toBe(true);
    expect(flags['site.travelbug']).toBe(true);
    expect(flags.autopay).toBe(true);
  });

  it('seeds demo members by default, but never by default in production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    const smtp = { SMTP_URL: 'smtp://mail.example.com', PAYMENTS_SANDBOX: 'true' };
    expect(loadConfig({ NODE_ENV: 'production', ...smtp }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...smtp }).seedDemo).toBe(true);
  });

  it('runs the scheduled jobs unless JOBS is off', () => {
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ JOBS: 'false' }).jobs).toBe(false);
    expect(loadConfig({ JOBS: 'on' }).jobs).toBe(true);
    expect(() => loadConfig({ JOBS: 'sometimes' })).toThrow('JOBS: must be true or false');
  });

  it('bounds uploads: 30 a minute per member, one image decoded at a time, 20 waiting', () => {
    expect(loadConfig({}).uploads).toEqual({ perMemberPerMinute: 30, imageWorkers: 1, imageQueueLength: 20 });
    expect(
      loadConfig({ UPLOADS_PER_MINUTE: '10', IMAGE_WORKERS: '2', IMAGE_QUEUE_LENGTH: '0' }).uploads,
    ).toEqual({ perMemberPerMinute: 10, imageWorkers: 2, imageQueueLength: 0 });
    expect(() => loadConfig({ IMAGE_WORKERS: '0' })).toThrow('IMAGE_WORKERS: must be from 1 to 8');
    expect(() => loadConfig({ UPLOADS_PER_MINUTE: 'many' })).toThrow('UPLOADS_PER_MINUTE: must be a number');
  });

  it('takes no flat AutoPay fee by default, and a whole number of cents up to $100 when set', () => {
    expect(loadConfig({}).autopay).toEqual({
      flatFeeCents: 0,
      providerFees: { percentBps: 290, fixedCents: 30 },
    });
    expect(loadConfig({ AUTOPAY_FLAT_FEE_CENTS: '250' }).autopay.flatFeeCents).toBe(250);
    expect(loadConfig({ CARD_FEE_PERCENT: '3.49', CARD_FEE_FIXED_CENTS: '49' }).autopay.providerFees).toEqual(
      {
        percentBps: 349,
        fixedCents: 49,
      },
    );
    expect(() => loadConfig({ CARD_FEE_PERCENT: '2.905' })).toThrow(
      'CARD_FEE_PERCENT: must have at most two decimals',
    );
    expect(() => loadConfig({ CARD_FEE_PERCENT: '11' })).toThrow(
      'CARD_FEE_PERCENT: must be a percentage from 0 to 10',
    );
    expect(() => loadConfig({ CARD_FEE_FIXED_CENTS: '0.3' })).toThrow(
      'CARD_FEE_FIXED_CENTS: must be a whole number',
    );
    expect(() => loadConfig({ AUTOPAY_FLAT_FEE_CENTS: '2.5' })).toThrow(
      'AUTOPAY_FLAT_FEE_CENTS: must be a whole number of cents',
    );
    expect(() => loadConfig({ AUTOPAY_FLAT_FEE_CENTS: '-1' })).toThrow(
      'AUTOPAY_FLAT_FEE_CENTS: must be from 0 to 10000 cents',
    );
    expect(() => loadConfig({ AUTOPAY_FLAT_FEE_CENTS: 'free' })).toThrow(
      'AUTOPAY_FLAT_FEE_CENTS: must be a whole number of cents',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('embedded');
  });

  it('refuses to start in production without SMTP, unless the outbox is chosen on purpose', () => {
    const sandbox = { PAYMENTS_SANDBOX: 'true' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...sandbox })).toThrow(
      /SMTP_URL: is required when NODE_ENV=production \(or set MAIL_OUTBOX=true/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'false', ...sandbox })).toThrow(
      ConfigError,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true', ...sandbox }).mail.smtpUrl,
    ).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', ...sandbox }).mail.smtpUrl,
    ).toBe('smtp://mail.example.com');
    // Outside production the outbox is the default.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
  });

  it('refuses to take payments in the sandbox in production, unless chosen on purpose (decision 060)', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...smtp })).toThrow(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: is required when NODE_ENV=production (or set PAYMENTS_SANDBOX=true to take payments in the offline sandbox, where no card is ever charged)',
    );
    // both refusals at once, each naming its setting
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: is required[^\n]*\n {2}STRIPE_SECRET_KEY: is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'false', ...smtp })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', ...smtp }).stripe).toBeNull();
    expect(
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
        ...smtp,
      }).stripe,
    ).toMatchObject({ secretKey: 'sk_live_123' });
    // Outside production the sandbox is the default.
    expect(loadConfig({}).stripe).toBeNull();
  });

  it('keeps uploads on the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }).storage).toEqual({ kind: 'local' });
  });

  it('takes an S3-compatible bucket with its endpoint, path-style by default, and an optional public URL', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCY' };
    expect(
      loadConfig({
        S3_BUCKET: 'crew-uploads',
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_PUBLIC_URL: 'https://files.crew.example.com/uploads/',
        ...keys,
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'crew-uploads',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCY',
      forcePathStyle: true,
      publicUrl: 'https://files.crew.example.com/uploads',
      publicOrigin: 'https://files.crew.example.com',
    });
    // AWS itself: the region is needed, the bucket is reached by its host name unless told otherwise.
    expect(loadConfig({ S3_BUCKET: 'crew-uploads', S3_REGION: 'eu-west-1', ...keys }).storage).toMatchObject({
      endpoint: null,
      region: 'eu-west-1',
      forcePathStyle: false,
      publicUrl: null,
    });
    expect(
      loadConfig({ S3_BUCKET: 'crew-uploads', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'yes', ...keys })
        .storage,
    ).toMatchObject({ forcePathStyle: true });
  });

  it('stops when the S3 settings are incomplete or wrong, naming each one, never showing the secret', () => {
    expect(() => loadConfig({ S3_BUCKET: 'crew-uploads' })).toThrow(
      'Invalid configuration:\n' +
        '  S3_ACCESS_KEY_ID: is required when S3_BUCKET is set\n' +
        '  S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set\n' +
        '  S3_REGION: is required when S3_BUCKET is set without S3_ENDPOINT (the AWS region of the bucket, such as eu-west-1)',
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'crew-uploads', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'minio' }),
    ).toThrow(/^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set$/);
    expect(() =>
      loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: 'hunter2-secret' }),
    ).toThrow(
      'S3_BUCKET: is required when S3_ENDPOINT, S3_SECRET_ACCESS_KEY are set (or unset them to keep uploads on the local disk)',
    );
    const wrong = () =>
      loadConfig({
        S3_BUCKET: 'Crew_Uploads',
        S3_ENDPOINT: 'minio:9000',
        S3_REGION: 'Europe West',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'hunter2 secret',
        S3_FORCE_PATH_STYLE: 'maybe',
        S3_PUBLIC_URL: 'ftp://files.example.com',
      });
    expect(wrong).toThrow(ConfigError);
    try {
      wrong();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain(
        'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots or dashes',
      );
      expect(message).toContain(
        'S3_ENDPOINT: must be an http:// or https:// URL such as https://s3.example.com',
      );
      expect(message).toContain('S3_REGION: must be a region name such as us-east-1');
      expect(message).toContain('S3_SECRET_ACCESS_KEY: must be a secret access key (no spaces)');
      expect(message).toContain('S3_FORCE_PATH_STYLE: must be true or false');
      expect(message).toContain(
        'S3_PUBLIC_URL: must be an http:// or https:// URL such as https://files.example.com',
      );
      expect(message).not.toContain('hunter2');
    }
    expect(() =>
      loadConfig({
        S3_BUCKET: 'crew-uploads',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com/?sig=1',
      }),
    ).toThrow('S3_PUBLIC_URL: must be an address without ? or #');
  });
});
