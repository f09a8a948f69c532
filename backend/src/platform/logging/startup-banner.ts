import type { LoggerService } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

const CONTEXT = 'Startup';

export interface StartupFacts {
  /** Where the embedded database keeps its files; undefined with DATABASE_URL. */
  embeddedDataDir?: string;
  adminBootstrap?: 'created' | 'updated';
  /** Demo sign-ins, development only. */
  demoCredentials?: { label: string; email: string; password: string }[];
  /** The development exposure warning, when the port is reachable from the network. */
  exposureWarning?: string | null;
}

/**
 * The start banner as log lines like every other: one info line naming the address users
 * reach (PUBLIC_URL, which is http://localhost:PORT when unset), then warnings an operator
 * must not miss. Only the demo sign-ins stay plain text, for a developer at a terminal.
 */
export function logStartup(logger: LoggerService, config: AppConfig, facts: StartupFacts, writeText: (text: string) => void): void {
  const url = config.get('publicUrl');
  const devOutbox = !config.get('smtpUrl') && !config.isProduction;
  logger.log(
    {
      msg: `${config.get('appName')} is running at ${url}`,
      publicUrl: url,
      apiDocs: `${url}/api/docs`,
      port: config.get('port'),
      nodeEnv: config.get('nodeEnv'),
      database: facts.embeddedDataDir ? `embedded PostgreSQL in ${facts.embeddedDataDir}` : 'DATABASE_URL',
      mail: config.get('smtpUrl') ? 'SMTP_URL' : devOutbox ? `dev outbox at ${url}/dev/outbox, for this machine only unless DEV_OUTBOX=open` : 'outbox',
      payments: config.get('paymentProvider'),
      ...(facts.adminBootstrap ? { adminBootstrap: facts.adminBootstrap } : {}),
    },
    CONTEXT,
  );
  if (config.isProduction && config.get('paymentProvider') === 'test-mode') {
    logger.warn(
      'PAYMENTS ARE IN TEST MODE (PAYMENT_PROVIDER=test-mode): no card is ever charged and every booking is confirmed with a test card number. Do not open this instance to real couples; set PAYMENT_PROVIDER=stripe and the STRIPE_* keys for real payments.',
      CONTEXT,
    );
  }
  if (facts.exposureWarning) logger.warn(facts.exposureWarning, CONTEXT);
  if (facts.demoCredentials?.length) {
    const lines = [
      '',
      '  Demo data loaded. Sign in with:',
      ...facts.demoCredentials.map((credential) => `    ${credential.label}: ${credential.email} / ${credential.password}`),
    ];
    writeText(lines.join('\n') + '\n\n');
  }
}
