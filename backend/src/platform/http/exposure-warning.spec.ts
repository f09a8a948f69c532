import { AppConfig } from '../config/app-config';
import { exposureWarning } from './exposure-warning';

const on = (address: string) => ({ address, family: address.includes(':') ? 'IPv6' : 'IPv4', port: 3000 });

describe('exposureWarning', () => {
  const development = AppConfig.fromEnvironment({ NODE_ENV: 'development' });

  it('warns when a development app listens on every interface', () => {
    expect(exposureWarning(development, on('::'))).toMatch(/^Warning: development mode, listening on :: port 3000.*The dev outbox answers this machine only/);
    expect(exposureWarning(AppConfig.fromEnvironment({ DEV_OUTBOX: 'open' }), on('0.0.0.0'))).toContain('DEV_OUTBOX=open');
  });

  it('stays quiet on loopback and in production', () => {
    expect(exposureWarning(development, on('127.0.0.1'))).toBeNull();
    expect(exposureWarning(development, on('::1'))).toBeNull();
    const production = AppConfig.fromEnvironment({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tablemates.ie',
      TRUST_PROXY: 'loopback',
      SESSION_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://mail.example:587',
      DATABASE_URL: 'postgres://db.example/tablemates',
      PAYMENT_PROVIDER: 'test-mode',
    });
    expect(exposureWarning(production, on('::'))).toBeNull();
  });
});
