import {
  booleanVar,
  byteSizeVar,
  emailVar,
  enumVar,
  EnvValidationError,
  EnvValidationErrors,
  hostListVar,
  integerVar,
  jobSchedulesVar,
  listVar,
  optionalStringVar,
  stringVar,
  trustProxyVar,
  urlVar,
} from './env-schema';

export const ENV_VARIABLES = {
  nodeEnv: enumVar('NODE_ENV', 'Runtime mode. production turns off dev helpers and demo data.', ['development', 'test', 'production'] as const, 'development'),
  port: integerVar('PORT', 'HTTP port of the single process serving the API and the client.', 3000, 1, 65535),
  appName: stringVar('APP_NAME', 'Product name shown in texts and emails.', 'Tablemates'),
  publicUrl: urlVar('PUBLIC_URL', 'Public base URL used in email links (defaults to http://localhost:PORT).', ['http', 'https'], 'http://localhost:3000'),
  databaseUrl: urlVar(
    'DATABASE_URL',
    'PostgreSQL server to use. Unset: embedded PostgreSQL (PGlite) under DATA_DIR.',
    ['postgres', 'postgresql'],
    'postgres://postgres@127.0.0.1:5432/tablemates',
  ),
  dataDir: stringVar('DATA_DIR', 'Where the embedded database keeps its files when DATABASE_URL is unset.', './.data'),
  devOutbox: enumVar(
    'DEV_OUTBOX',
    'Who may read the development mail outbox (GET /api/dev/outbox, without SMTP_URL): loopback clients only, or open to every client.',
    ['loopback', 'open'] as const,
    'loopback',
  ),
  devClock: enumVar(
    'DEV_CLOCK',
    "The service clock: the system's, or (outside production, for browser journeys) one a loopback client may move forward through POST /api/dev/clock.",
    ['system', 'shiftable'] as const,
    'system',
  ),
  demoData: enumVar(
    'DEMO_DATA',
    'Demo data: auto loads it on the first start of an empty embedded database; never in production.',
    ['auto', 'never'] as const,
    'auto',
  ),
  sessionSecret: optionalStringVar(
    'SESSION_SECRET',
    'Secret signing the session cookie. Required in production (32+ characters).',
    'change-me-to-a-long-random-string',
  ),
  bcryptCost: integerVar('BCRYPT_COST', 'bcrypt cost factor for password hashes.', 12, 4, 15),
  smtpUrl: urlVar(
    'SMTP_URL',
    'SMTP server for outgoing mail. Unset: mails go to the database outbox (GET /api/dev/outbox).',
    ['smtp', 'smtps'],
    'smtp://user:pass@smtp.example.com:587',
  ),
  mailCapPerHour: integerVar(
    'MAIL_CAP_PER_HOUR',
    'Mails anyone can request for an address (sign-in and reset links, receipts, confirmations) go out while it got fewer than this many mails in the last hour.',
    10,
    1,
    1000,
  ),
  mailFrom: stringVar('MAIL_FROM', 'Sender of outgoing mail.', 'Tablemates <hello@tablemates.ie>'),
  supportEmail: emailVar('SUPPORT_EMAIL', 'Support inbox shown to users and receiving contact messages.', 'support@tablemates.ie', 'support@tablemates.ie'),
  adminEmail: emailVar('ADMIN_EMAIL', 'Admin user created or updated at start-up (with ADMIN_PASSWORD).', 'admin@example.com'),
  adminPassword: optionalStringVar('ADMIN_PASSWORD', 'Password of the ADMIN_EMAIL admin user (at least 12 characters).', ''),
  allowedHosts: hostListVar(
    'ALLOWED_HOSTS',
    'Comma-separated host names the app answers besides localhost, 127.0.0.1, [::1] and the PUBLIC_URL host (other names under which users reach it). Requests for any other Host are refused (DNS rebinding).',
    'www.tablemates.ie',
  ),
  corsOrigins: listVar('CORS_ORIGINS', 'Comma-separated origins allowed to call the API cross-origin. Empty: CORS closed.', ''),
  rateLimitsEnabled: booleanVar('RATE_LIMITS_ENABLED', 'Rate limits on sign-in, sign-up, password reset and contact routes (429 beyond them).', true),
  bodyLimit: byteSizeVar('BODY_LIMIT', 'Maximum size of a request body (bytes, or with a unit: 100kb, 1mb).', '100kb'),
  logLevel: enumVar('LOG_LEVEL', 'Lowest level written to the JSON log.', ['debug', 'info', 'warn', 'error'] as const, 'info'),
  adminTwoFactor: enumVar(
    'ADMIN_TWO_FACTOR',
    'Two-factor sign-in for admins: required (every admin route but enrolment refuses an admin without it) or optional (the console asks the admin to enrol). Always required when NODE_ENV=production.',
    ['required', 'optional'] as const,
    'optional',
  ),
  allowPurge: booleanVar('ALLOW_PURGE', 'Allow the admin purge buttons (delete all user or booking data) in production.', false),
  trustProxy: trustProxyVar(
    'TRUST_PROXY',
    'Proxies whose X-Forwarded-* headers are believed: false, a number of proxy hops in front of the app, or their addresses (IPs, CIDR ranges, loopback, uniquelocal) separated by commas.',
  ),
  jobsEnabled: booleanVar('JOBS_ENABLED', 'Run the scheduled jobs in this process.', true),
  jobSchedules: jobSchedulesVar(
    'JOB_SCHEDULES',
    'Per-job cron overrides, job=expression pairs separated by ";" (names as in the admin Jobs panel).',
    'dinners.notifications=* * * * *',
  ),
  matchingDelayMinutes: integerVar(
    'MATCHING_DELAY_MINUTES',
    "Minutes between closing a dinner's bookings and its automatic matching and restaurant assignment.",
    0,
    0,
    10080,
  ),
  completionDelayHours: integerVar(
    'COMPLETION_DELAY_HOURS',
    'Hours after a dinner starts before it is completed: attendance recorded, review requests sent.',
    3,
    1,
    168,
  ),
  noShowSuspensionThreshold: integerVar(
    'NO_SHOW_SUSPENSION_THRESHOLD',
    'No-shows in twelve months (marked by the restaurant or the admins) at which a couple reaches the limit: the event couple.no_show_limit_reached is recorded.',
    2,
    1,
    100,
  ),
  noShowSuspensionDays: integerVar(
    'NO_SHOW_SUSPENSION_DAYS',
    'Days a couple that reached the no-show limit is suspended for (it is mailed, and may appeal once).',
    90,
    1,
    730,
  ),
  outboxRetentionDays: integerVar(
    'OUTBOX_RETENTION_DAYS',
    'Days a delivered (or given-up) mail stays in the outbox before housekeeping deletes it.',
    30,
    1,
    3650,
  ),
  launchAnnouncement: optionalStringVar(
    'LAUNCH_ANNOUNCEMENT',
    "The line a visitor reads after joining the waitlist. Unset: the spec's 'November 2025 launch confirmed…' before November 2025, then 'We are live in Dublin…'.",
    'We are live in Dublin. First 50 couples get priority access. Check your email for next steps.',
  ),
  paymentProvider: enumVar(
    'PAYMENT_PROVIDER',
    'stripe or test-mode. Default: stripe when STRIPE_SECRET_KEY is set, test-mode otherwise (production must choose test-mode explicitly).',
    ['auto', 'stripe', 'test-mode'] as const,
    'auto',
  ),
  stripeSecretKey: optionalStringVar('STRIPE_SECRET_KEY', 'Stripe secret API key (sk_...).', ''),
  stripePublishableKey: optionalStringVar('STRIPE_PUBLISHABLE_KEY', 'Stripe publishable key (pk_...) used by the card form.', ''),
  stripeWebhookSecret: optionalStringVar('STRIPE_WEBHOOK_SECRET', 'Signing secret of the Stripe webhook endpoint (whsec_...).', ''),
  stripeApiUrl: urlVar('STRIPE_API_URL', 'Override of the Stripe API base URL (tests use a local stand-in).', ['http', 'https'], ''),
  geminiApiKey: optionalStringVar('GEMINI_API_KEY', 'Gemini API key for AI matching. Unset: rules-based matching only.', ''),
  geminiModel: stringVar('GEMINI_MODEL', 'Gemini model used for AI matching.', 'gemini-2.5-flash'),
  geminiBaseUrl: urlVar('GEMINI_BASE_URL', 'Override of the Gemini API base URL (tests use a local stand-in).', ['http', 'https'], ''),
  webhookPrivateAddresses: enumVar(
    'WEBHOOK_PRIVATE_ADDRESSES',
    "Whether integrators' webhooks may go to private, loopback or link-local addresses: auto refuses them in production and allows them otherwise.",
    ['auto', 'refuse', 'allow'] as const,
    'auto',
  ),
  webhookAllowedHosts: hostListVar(
    'WEBHOOK_ALLOWED_HOSTS',
    'Comma-separated webhook hosts allowed on a private address even where private addresses are refused (a receiver on the internal network).',
    'hooks.internal.example.com',
  ),
  webhookTimeoutMs: integerVar('WEBHOOK_TIMEOUT_MS', 'Milliseconds a webhook delivery waits for the answer before it counts as failed.', 5000, 100, 30000),
} as const;

type Parsed<T> = { -readonly [K in keyof T]: T[K] extends { parse(...args: never[]): infer R } ? R : never };
export type AppConfigValues = Parsed<typeof ENV_VARIABLES> & { publicUrl: string; paymentProvider: 'stripe' | 'test-mode' };

const localPublicUrl = (port: number) => `http://localhost:${port}`;

/** Validated configuration, injected wherever a setting is needed. */
export class AppConfig {
  constructor(private readonly values: AppConfigValues) {}

  get<K extends keyof AppConfigValues>(key: K): AppConfigValues[K] {
    return this.values[key];
  }

  /** Admins must have a second factor: in production, and wherever ADMIN_TWO_FACTOR=required. */
  get adminTwoFactorRequired(): boolean {
    return this.isProduction || this.values.adminTwoFactor === 'required';
  }

  get isProduction(): boolean {
    return this.values.nodeEnv === 'production';
  }

  /** True when PUBLIC_URL names an address other than the local default. */
  get hasPublicUrl(): boolean {
    return this.values.publicUrl !== localPublicUrl(this.values.port);
  }

  get usesEmbeddedDatabase(): boolean {
    return this.values.databaseUrl === undefined;
  }

  /** Reads every variable and checks their combinations; throws EnvValidationErrors listing every problem found. */
  static fromEnvironment(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfigValues> = {}): AppConfig {
    const problems: EnvValidationError[] = [];
    const parsed = Object.fromEntries(
      Object.entries(ENV_VARIABLES).map(([key, variable]) => {
        try {
          return [key, variable.parse(env[variable.name], env)];
        } catch (error) {
          if (!(error instanceof EnvValidationError)) throw error;
          problems.push(error);
          return [key, undefined];
        }
      }),
    ) as Parsed<typeof ENV_VARIABLES>;
    const values: AppConfigValues = {
      ...parsed,
      publicUrl: (parsed.publicUrl ?? localPublicUrl(parsed.port)).replace(/\/+$/, ''),
      paymentProvider: parsed.paymentProvider === 'auto' ? (parsed.stripeSecretKey ? 'stripe' : 'test-mode') : parsed.paymentProvider,
      ...overrides,
    };
    // A variable that could not be read is reported once, not again by every rule that uses it.
    const unreadable = new Set(problems.map((problem) => problem.variable));
    for (const problem of combinationProblems(values, { paymentProvider: parsed.paymentProvider, publicUrl: parsed.publicUrl })) {
      if (!unreadable.has(problem.variable)) problems.push(problem);
    }
    if (problems.length > 0) throw new EnvValidationErrors(problems);
    return new AppConfig(values);
  }
}

/** What the environment asked for, before defaults were filled in. */
interface Requested {
  paymentProvider: string | undefined;
  publicUrl: string | undefined;
}

function combinationProblems(values: AppConfigValues, requested: Requested): EnvValidationError[] {
  const problems: EnvValidationError[] = [];
  const problem = (variable: string, text: string) => problems.push(new EnvValidationError(variable, text));
  if ((values.adminEmail === undefined) !== (values.adminPassword === undefined)) {
    problem(values.adminEmail ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL', 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (values.adminPassword !== undefined && values.adminPassword.length < 12) {
    problem('ADMIN_PASSWORD', 'must be at least 12 characters long');
  }
  if (values.paymentProvider === 'stripe' && !values.stripeSecretKey) {
    problem('STRIPE_SECRET_KEY', 'is required when PAYMENT_PROVIDER=stripe');
  }
  if (values.nodeEnv !== 'production') return problems;
  if (!values.sessionSecret || values.sessionSecret.length < 32) {
    problem('SESSION_SECRET', 'is required in production and must be at least 32 characters long');
  } else if (values.sessionSecret === ENV_VARIABLES.sessionSecret.example) {
    problem('SESSION_SECRET', 'is the example value from .env.example; use a long random string (openssl rand -hex 32)');
  }
  if (!values.databaseUrl) {
    problem('DATABASE_URL', 'is required in production (the embedded database is for development and demos)');
  }
  problems.push(...productionPublicUrlProblems(values, requested.publicUrl !== undefined));
  if (!values.smtpUrl) {
    problem('SMTP_URL', 'is required in production (the database outbox is for development only)');
  }
  if (values.paymentProvider === 'test-mode' && requested.paymentProvider !== 'test-mode') {
    problem('STRIPE_SECRET_KEY', 'is required in production; set PAYMENT_PROVIDER=test-mode to run without real payments on purpose');
  }
  if (values.paymentProvider === 'stripe' && !values.stripeWebhookSecret) {
    problem('STRIPE_WEBHOOK_SECRET', 'is required in production when Stripe is used');
  }
  return problems;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Email links and the Secure session cookie depend on PUBLIC_URL, so production must name
 * it. The app itself serves plain HTTP: an https PUBLIC_URL means a TLS proxy in front,
 * whose X-Forwarded-Proto must be trusted or the Secure cookie is never sent and nobody can
 * sign in. Plain http is allowed only on this machine (a local trial such as docker compose).
 */
function productionPublicUrlProblems(values: AppConfigValues, publicUrlSet: boolean): EnvValidationError[] {
  if (!publicUrlSet) {
    return [new EnvValidationError('PUBLIC_URL', 'is required in production (the https address users reach, used in email links)')];
  }
  const url = new URL(values.publicUrl);
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    return [new EnvValidationError('PUBLIC_URL', 'must be https in production (plain http only for localhost)')];
  }
  if (url.protocol === 'https:' && values.trustProxy === false) {
    return [
      new EnvValidationError(
        'TRUST_PROXY',
        'must name the TLS proxy (its addresses or the number of hops) when PUBLIC_URL is https: the app serves plain HTTP behind it, and without trusting it the Secure session cookie is never set',
      ),
    ];
  }
  return [];
}
