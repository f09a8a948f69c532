import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig, ENV_VARIABLES } from './app-config';
import { EnvValidationErrors } from './env-schema';

function problemsOf(env: NodeJS.ProcessEnv): EnvValidationErrors {
  try {
    AppConfig.fromEnvironment(env);
  } catch (error) {
    if (error instanceof EnvValidationErrors) return error;
    throw error;
  }
  throw new Error('the environment was accepted');
}

const PRODUCTION_OK = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tablemates.ie',
  TRUST_PROXY: 'loopback',
  DATABASE_URL: 'postgres://tablemates@db.internal:5432/tablemates',
  SESSION_SECRET: 'a'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com:587',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

describe('AppConfig.fromEnvironment', () => {
  it('gives working defaults on an empty environment', () => {
    const config = AppConfig.fromEnvironment({});
    expect(config.get('port')).toBe(3000);
    expect(config.get('appName')).toBe('Tablemates');
    expect(config.get('publicUrl')).toBe('http://localhost:3000');
    expect(config.usesEmbeddedDatabase).toBe(true);
    expect(config.get('dataDir')).toBe('./.data');
    expect(config.get('paymentProvider')).toBe('test-mode');
    expect(config.get('corsOrigins')).toEqual([]);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment variable PORT: must be an integer between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid environment variable PORT'],
    [{ NODE_ENV: 'staging' }, 'Invalid environment variable NODE_ENV: must be one of development, test, production'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid environment variable DATABASE_URL: must use one of the protocols postgres, postgresql'],
    [{ DATABASE_URL: 'not a url' }, 'Invalid environment variable DATABASE_URL: must be a valid URL'],
    [{ JOBS_ENABLED: 'maybe' }, 'Invalid environment variable JOBS_ENABLED: must be true or false'],
    [{ SUPPORT_EMAIL: 'nope' }, 'Invalid environment variable SUPPORT_EMAIL: must be an email address'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'Invalid environment variable ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short' }, 'Invalid environment variable ADMIN_PASSWORD: must be at least 12 characters long'],
    [{ BODY_LIMIT: 'lots' }, 'Invalid environment variable BODY_LIMIT: must be a size such as 100kb or 1mb (got "lots")'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'Invalid environment variable STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe'],
    [
      { JOB_SCHEDULES: 'dinners.notifications' },
      'Invalid environment variable JOB_SCHEDULES: must be job=cron pairs separated by ";" (got "dinners.notifications")',
    ],
    [
      { JOB_SCHEDULES: 'dinners.notifications=every minute' },
      'Invalid environment variable JOB_SCHEDULES: has an invalid cron expression for dinners.notifications: "every minute"',
    ],
    [{ MATCHING_DELAY_MINUTES: '-1' }, 'Invalid environment variable MATCHING_DELAY_MINUTES'],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => AppConfig.fromEnvironment(env)).toThrow(message);
  });

  it.each([
    ['', false],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as the proxies to believe (issue 25)', (raw, trusted) => {
    expect(AppConfig.fromEnvironment({ TRUST_PROXY: raw }).get('trustProxy')).toEqual(trusted);
  });

  it.each([
    ['true', 'no longer takes true'],
    ['11', 'must be at most 10 proxy hops'],
    ['10.0.0.0/33', '(got "10.0.0.0/33")'],
    ['proxy.internal', '(got "proxy.internal")'],
  ])('refuses TRUST_PROXY=%j, which would believe any client (issue 25)', (raw, problem) => {
    expect(() => AppConfig.fromEnvironment({ TRUST_PROXY: raw })).toThrow('Invalid environment variable TRUST_PROXY: ');
    expect(() => AppConfig.fromEnvironment({ TRUST_PROXY: raw })).toThrow(problem);
  });

  it('reads ALLOWED_HOSTS as lower-case host names and refuses URLs (issue 25)', () => {
    expect(AppConfig.fromEnvironment({ ALLOWED_HOSTS: 'WWW.Tablemates.ie, [::1], 10.1.2.3' }).get('allowedHosts')).toEqual([
      'www.tablemates.ie',
      '[::1]',
      '10.1.2.3',
    ]);
    expect(() => AppConfig.fromEnvironment({ ALLOWED_HOSTS: 'https://tablemates.ie' })).toThrow('Invalid environment variable ALLOWED_HOSTS');
    expect(() => AppConfig.fromEnvironment({ ALLOWED_HOSTS: 'tablemates.ie:3000' })).toThrow('Invalid environment variable ALLOWED_HOSTS');
  });

  it('reads per-job schedule overrides', () => {
    const config = AppConfig.fromEnvironment({ JOB_SCHEDULES: ' dinners.notifications=* * * * * ; platform.housekeeping=0 4 * * *' });
    expect(config.get('jobSchedules')).toEqual({ 'dinners.notifications': '* * * * *', 'platform.housekeeping': '0 4 * * *' });
  });

  it('accepts a complete production environment', () => {
    const config = AppConfig.fromEnvironment(PRODUCTION_OK);
    expect(config.isProduction).toBe(true);
    expect(config.get('paymentProvider')).toBe('stripe');
  });

  it.each([
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['SMTP_URL', { SMTP_URL: '' }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: '' }],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: '' }],
  ])('refuses production without %s', (variable, change) => {
    expect(() => AppConfig.fromEnvironment({ ...PRODUCTION_OK, ...change })).toThrow(`Invalid environment variable ${variable}`);
  });

  it.each([
    ['SESSION_SECRET', { SESSION_SECRET: 'change-me-to-a-long-random-string' }, 'is the example value'],
    ['DATABASE_URL', { DATABASE_URL: '' }, 'is required in production'],
    ['PUBLIC_URL', { PUBLIC_URL: '' }, 'is required in production'],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://tablemates.ie' }, 'must be https in production'],
    ['TRUST_PROXY', { TRUST_PROXY: 'false' }, 'must name the TLS proxy'],
  ])('refuses the development default of %s in production', (variable, change, problem) => {
    expect(() => AppConfig.fromEnvironment({ ...PRODUCTION_OK, ...change })).toThrow(`Invalid environment variable ${variable}: ${problem}`);
  });

  it('reports every problem of one environment at once, each variable once (issue 26)', () => {
    const errors = problemsOf({ NODE_ENV: 'production', PORT: 'abc', JOBS_ENABLED: 'maybe', PUBLIC_URL: 'not a url', SESSION_SECRET: 'short' });
    expect(errors.problems.map((problem) => problem.variable)).toEqual([
      'PORT',
      'PUBLIC_URL',
      'JOBS_ENABLED',
      'SESSION_SECRET',
      'DATABASE_URL',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
    ]);
    expect(errors.report()).toBe(
      [
        '7 configuration errors:',
        '  - Invalid environment variable PORT: must be an integer between 1 and 65535 (got "abc")',
        '  - Invalid environment variable PUBLIC_URL: must be a valid URL',
        '  - Invalid environment variable JOBS_ENABLED: must be true or false (got "maybe")',
        '  - Invalid environment variable SESSION_SECRET: is required in production and must be at least 32 characters long',
        '  - Invalid environment variable DATABASE_URL: is required in production (the embedded database is for development and demos)',
        '  - Invalid environment variable SMTP_URL: is required in production (the database outbox is for development only)',
        '  - Invalid environment variable STRIPE_SECRET_KEY: is required in production; set PAYMENT_PROVIDER=test-mode to run without real payments on purpose',
        'See .env.example for every setting.',
      ].join('\n'),
    );
  });

  it('words a single problem as one', () => {
    expect(problemsOf({ PORT: '0' }).report()).toBe(
      [
        'Configuration error:',
        '  - Invalid environment variable PORT: must be an integer between 1 and 65535 (got "0")',
        'See .env.example for every setting.',
      ].join('\n'),
    );
  });

  it('allows production over plain http on localhost only (a local trial such as docker compose)', () => {
    const config = AppConfig.fromEnvironment({ ...PRODUCTION_OK, PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'false' });
    expect(config.get('publicUrl')).toBe('http://localhost:3000');
  });

  it('allows test-mode payments in production only as an explicit choice', () => {
    const config = AppConfig.fromEnvironment({ ...PRODUCTION_OK, STRIPE_SECRET_KEY: '', PAYMENT_PROVIDER: 'test-mode' });
    expect(config.get('paymentProvider')).toBe('test-mode');
  });

  it('documents every variable in .env.example and the README', () => {
    const root = join(__dirname, '..', '..', '..', '..');
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const variable of Object.values(ENV_VARIABLES)) {
      expect(example).toMatch(new RegExp(`^#? ?${variable.name}=`, 'm'));
      expect(readme).toContain(`\`${variable.name}\``);
    }
  });
});
