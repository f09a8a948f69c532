/** The record kept in local storage under `cookieConsent` (couple-side spec, section 3). */
export interface ConsentRecord {
  necessary: boolean;
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
  accepted: boolean;
}

export type ConsentFlags = Omit<ConsentRecord, 'accepted'>;

export const CONSENT_STORAGE_KEY = 'cookieConsent';
/** Random id of this browser's consent history on the server; not tied to an account. */
export const CONSENT_ID_STORAGE_KEY = 'cookieConsentId';
/** Date of the cookie wording in the privacy policy, recorded with each choice. */
export const COOKIE_POLICY_VERSION = '2025-10-10';

/**
 * The spec's presets, but for one: essential cookies cannot be refused (that is what makes them
 * essential), so Essential Only refuses the optional ones and keeps signing in working (issue 51).
 */
export const CONSENT_PRESETS = {
  essentialOnly: { necessary: true, preferences: false, analytics: false, marketing: false },
  recommended: { necessary: true, preferences: true, analytics: true, marketing: false },
  acceptAll: { necessary: true, preferences: true, analytics: true, marketing: true },
} as const satisfies Record<string, ConsentFlags>;

export function readConsent(storage: Storage = window.localStorage): ConsentRecord | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const record = parsed as Record<string, unknown>;
    const flags = ['necessary', 'preferences', 'analytics', 'marketing', 'accepted'] as const;
    if (!flags.every((flag) => typeof record[flag] === 'boolean')) return null;
    // A refusal of essential cookies stored by an older version is read as what it now means: essential only.
    return { ...(Object.fromEntries(flags.map((flag) => [flag, record[flag]])) as unknown as ConsentRecord), necessary: true };
  } catch {
    return null;
  }
}

export function writeConsent(flags: ConsentFlags, storage: Storage = window.localStorage): ConsentRecord {
  const record: ConsentRecord = { ...flags, accepted: true };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  return record;
}

export function consentId(storage: Storage = window.localStorage): string {
  let id = storage.getItem(CONSENT_ID_STORAGE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(CONSENT_ID_STORAGE_KEY, id);
  }
  return id;
}
