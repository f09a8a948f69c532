import { validateCronExpression } from 'cron';
import { isIP } from 'node:net';
/**
 * Every setting the app reads from the environment, with its parser, default and meaning.
 * `.env.example` documents the same list; a spec keeps the two in step.
 */
export type NodeEnv = 'development' | 'test' | 'production';

export interface EnvVariable<T> {
  name: string;
  description: string;
  /** Example or default shown in `.env.example`. */
  example: string;
  parse(raw: string | undefined, env: NodeJS.ProcessEnv): T;
}

export class EnvValidationError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid environment variable ${variable}: ${problem}`);
  }
}

/**
 * Every problem of one environment together, so an operator fixes them in one go rather
 * than discovering them one start at a time.
 */
export class EnvValidationErrors extends Error {
  constructor(readonly problems: readonly EnvValidationError[]) {
    super(problems.map((problem) => problem.message).join('\n'));
  }

  /** The text printed at start: a count, then one problem a line. */
  report(): string {
    const heading = this.problems.length === 1 ? 'Configuration error:' : `${this.problems.length} configuration errors:`;
    return [heading, ...this.problems.map((problem) => `  - ${problem.message}`), 'See .env.example for every setting.'].join('\n');
  }
}

const blankToUndefined = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim());

export function stringVar(name: string, description: string, fallback: string): EnvVariable<string> {
  return { name, description, example: fallback, parse: (raw) => blankToUndefined(raw) ?? fallback };
}

export function optionalStringVar(name: string, description: string, example = ''): EnvVariable<string | undefined> {
  return { name, description, example, parse: (raw) => blankToUndefined(raw) };
}

export function integerVar(name: string, description: string, fallback: number, min: number, max: number): EnvVariable<number> {
  return {
    name,
    description,
    example: String(fallback),
    parse(raw) {
      const value = blankToUndefined(raw);
      if (value === undefined) return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        throw new EnvValidationError(name, `must be an integer between ${min} and ${max} (got "${value}")`);
      }
      return parsed;
    },
  };
}

export function booleanVar(name: string, description: string, fallback: boolean): EnvVariable<boolean> {
  return {
    name,
    description,
    example: String(fallback),
    parse(raw) {
      const value = blankToUndefined(raw)?.toLowerCase();
      if (value === undefined) return fallback;
      if (['true', '1', 'yes'].includes(value)) return true;
      if (['false', '0', 'no'].includes(value)) return false;
      throw new EnvValidationError(name, `must be true or false (got "${raw}")`);
    },
  };
}

export function enumVar<T extends string>(name: string, description: string, values: readonly T[], fallback: T): EnvVariable<T> {
  return {
    name,
    description,
    example: fallback,
    parse(raw) {
      const value = blankToUndefined(raw);
      if (value === undefined) return fallback;
      if (!(values as readonly string[]).includes(value)) {
        throw new EnvValidationError(name, `must be one of ${values.join(', ')} (got "${value}")`);
      }
      return value as T;
    },
  };
}

export function urlVar(name: string, description: string, protocols: string[], example: string): EnvVariable<string | undefined> {
  return {
    name,
    description,
    example,
    parse(raw) {
      const value = blankToUndefined(raw);
      if (value === undefined) return undefined;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        throw new EnvValidationError(name, 'must be a valid URL');
      }
      if (!protocols.includes(url.protocol.replace(/:$/, ''))) {
        throw new EnvValidationError(name, `must use one of the protocols ${protocols.join(', ')}`);
      }
      return value;
    },
  };
}

export function emailVar(name: string, description: string, example: string, fallback?: string): EnvVariable<string | undefined> {
  return {
    name,
    description,
    example,
    parse(raw) {
      const value = blankToUndefined(raw) ?? fallback;
      if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        throw new EnvValidationError(name, `must be an email address (got "${value}")`);
      }
      return value;
    },
  };
}

export function listVar(name: string, description: string, example: string): EnvVariable<string[]> {
  return {
    name,
    description,
    example,
    parse: (raw) =>
      (blankToUndefined(raw) ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
  };
}

/**
 * A size such as `100kb` or `1mb`, passed on to the body parser. Validated here because
 * the parser treats a size it cannot read as "no limit".
 */
export function byteSizeVar(name: string, description: string, fallback: string): EnvVariable<string> {
  return {
    name,
    description,
    example: fallback,
    parse(raw) {
      const value = blankToUndefined(raw);
      if (value === undefined) return fallback;
      if (!/^\d+(\.\d+)?\s*(b|kb|mb)?$/i.test(value)) {
        throw new EnvValidationError(name, `must be a size such as 100kb or 1mb (got "${value}")`);
      }
      return value;
    },
  };
}

const JOB_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * Per-job cron overrides: `name=expression` pairs separated by `;`
 * (`dinners.notifications=* * * * *;platform.housekeeping=0 4 * * *`). Each expression
 * is checked here; that each name is a real job is checked once the jobs are registered.
 */
export function jobSchedulesVar(name: string, description: string, example: string): EnvVariable<Record<string, string>> {
  return {
    name,
    description,
    example,
    parse(raw) {
      const schedules: Record<string, string> = {};
      for (const pair of (blankToUndefined(raw) ?? '')
        .split(';')
        .map((item) => item.trim())
        .filter(Boolean)) {
        const [job, ...rest] = pair.split('=');
        const expression = rest.join('=').trim();
        if (!JOB_NAME.test(job.trim()) || !expression) throw new EnvValidationError(name, `must be job=cron pairs separated by ";" (got "${pair}")`);
        const check = validateCronExpression(expression);
        if (!check.valid) throw new EnvValidationError(name, `has an invalid cron expression for ${job.trim()}: "${expression}"`);
        schedules[job.trim()] = expression;
      }
      return schedules;
    },
  };
}

/** A host name as a browser puts it in `Host` (an IPv6 address in brackets), without scheme, port or path. */
const HOST_NAME = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/i;

/** Comma-separated host names (`tablemates.ie,www.tablemates.ie`), lower-cased. */
export function hostListVar(name: string, description: string, example: string): EnvVariable<string[]> {
  const list = listVar(name, description, example);
  return {
    ...list,
    parse(raw, env) {
      const hosts = list.parse(raw, env).map((host) => host.toLowerCase());
      const bad = hosts.find((host) => !HOST_NAME.test(host));
      if (bad !== undefined) throw new EnvValidationError(name, `must be host names separated by commas, without scheme, port or path (got "${bad}")`);
      return hosts;
    },
  };
}

/** Whom to believe about the client's address: nobody, the last N hops, or proxies at the listed addresses. */
export type TrustedProxies = false | number | string[];

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-* headers are believed: `false`, a number of hops (the
 * last N addresses of X-Forwarded-For are proxies), or the proxies' addresses (IPs, CIDR
 * ranges, or `loopback`, `linklocal`, `uniquelocal`). `true` is refused: it would believe
 * whatever a client writes into the header when it reaches the app directly.
 */
export function trustProxyVar(name: string, description: string): EnvVariable<TrustedProxies> {
  return {
    name,
    description,
    example: 'false',
    parse(raw) {
      const value = blankToUndefined(raw)?.toLowerCase();
      if (value === undefined || value === 'false' || value === '0') return false;
      if (value === 'true') {
        throw new EnvValidationError(
          name,
          'no longer takes true: name the number of proxies in front of the app (1) or their addresses (10.0.0.0/8, loopback), so that a client cannot choose its own address with X-Forwarded-For',
        );
      }
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops > 10) throw new EnvValidationError(name, `must be at most 10 proxy hops (got "${value}")`);
        return hops;
      }
      const addresses = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const bad = addresses.find((item) => !isProxyAddress(item));
      if (bad !== undefined)
        throw new EnvValidationError(
          name,
          `must be false, a number of proxy hops, or proxy addresses (IPs, CIDR ranges, loopback, linklocal, uniquelocal) separated by commas (got "${bad}")`,
        );
      return addresses;
    },
  };
}
