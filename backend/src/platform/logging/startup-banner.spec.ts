import { AppConfig } from '../config/app-config';
import { JsonLogger } from './json-logger';
import { logStartup } from './startup-banner';

function started(env: NodeJS.ProcessEnv, facts: Parameters<typeof logStartup>[2] = {}) {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  logStartup(new JsonLogger('info', (line) => lines.push(JSON.parse(line))), AppConfig.fromEnvironment(env), facts, (written) => (text += written));
  return { lines, text };
}

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tablemates.ie',
  TRUST_PROXY: '1',
  DATABASE_URL: 'postgres://tablemates@db.internal:5432/tablemates',
  SESSION_SECRET: 'a'.repeat(40),
  SMTP_URL: 'smtp://user:secret@mail.example.com:587',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

describe('the start banner (issue 26)', () => {
  it('is one structured info line naming PUBLIC_URL, not the local port', () => {
    const { lines, text } = started({ ...PRODUCTION, PORT: '8080' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        context: 'Startup',
        msg: 'Tablemates is running at https://tablemates.ie',
        publicUrl: 'https://tablemates.ie',
        apiDocs: 'https://tablemates.ie/api/docs',
        port: 8080,
        database: 'DATABASE_URL',
        mail: 'SMTP_URL',
        payments: 'stripe',
      }),
    ]);
    expect(text).toBe('');
  });

  it('keeps secrets out of the line', () => {
    const { lines } = started(PRODUCTION);
    expect(JSON.stringify(lines)).not.toMatch(/secret|sk_live|whsec|aaaaaaaa/);
  });

  it('names http://localhost:PORT when PUBLIC_URL is unset, and the embedded database and dev outbox', () => {
    const { lines } = started({ PORT: '4000' }, { embeddedDataDir: '/srv/data/pglite' });
    expect(lines[0]).toMatchObject({
      msg: 'Tablemates is running at http://localhost:4000',
      database: 'embedded PostgreSQL in /srv/data/pglite',
      mail: 'dev outbox at http://localhost:4000/dev/outbox, for this machine only unless DEV_OUTBOX=open',
    });
  });

  it('warns in a structured line about test-mode payments in production and about an exposed development instance', () => {
    expect(started({ ...PRODUCTION, PAYMENT_PROVIDER: 'test-mode' }).lines[1]).toMatchObject({
      level: 'warn',
      context: 'Startup',
      msg: expect.stringContaining('PAYMENTS ARE IN TEST MODE'),
    });
    expect(started({}, { exposureWarning: 'Warning: development mode, listening on 0.0.0.0' }).lines[1]).toMatchObject({
      level: 'warn',
      msg: 'Warning: development mode, listening on 0.0.0.0',
    });
  });

  it('prints the demo sign-ins as text for the developer at the terminal', () => {
    const { text } = started({}, { demoCredentials: [{ label: 'Couple', email: 'demo@tablemates.ie', password: 'demo-password' }] });
    expect(text).toContain('Couple: demo@tablemates.ie / demo-password');
  });
});
