/**
 * What a key may reach (docs/api-for-integrators.md, "Keys and scopes"). No scope names a
 * member's email, phone or date of birth: nothing a key reaches carries them.
 */
export const API_KEY_SCOPES = ['dinners:read', 'bookings:read', 'reservations:read', 'reservations:write', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The secret's visible start: tells a Tablemates key from others in a secret scanner or a config file. */
export const API_KEY_PREFIX = 'tm_';
/** Characters of the secret kept and shown to tell keys apart (`tm_` and the first six of the random part). */
export const API_KEY_HINT_LENGTH = API_KEY_PREFIX.length + 6;

/** Requests a key may make per minute unless the admin set another limit. */
export const DEFAULT_KEY_RATE_LIMIT_PER_MINUTE = 600;

export interface ApiKey {
  id: string;
  name: string;
  /** The secret's first characters, e.g. `tm_Ab3dE9`; the secret itself is kept only as a hash. */
  hint: string;
  scopes: ApiKeyScope[];
  /** The cities whose dinners the key reaches; null: every city. */
  cities: string[] | null;
  rateLimitPerMinute: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedAddress: string | null;
  createdAt: Date;
  createdBy: string;
}

export type ApiKeyState = 'active' | 'revoked' | 'expired';

export function keyState(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyState {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export const hasScope = (key: { scopes: readonly ApiKeyScope[] }, accepted: readonly ApiKeyScope[]): boolean =>
  accepted.some((scope) => key.scopes.includes(scope));

/** Whether a key limited to some cities reaches a dinner in `city` (case-insensitive, as cities are typed by admins). */
export function reachesCity(cities: readonly string[] | null, city: string): boolean {
  return cities === null || cities.some((allowed) => allowed.toLowerCase() === city.toLowerCase());
}
