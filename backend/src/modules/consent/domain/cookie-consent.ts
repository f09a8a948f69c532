/**
 * One cookie choice as the visitor made it, kept so that consent can be proven later.
 * The four flags mirror the `cookieConsent` record the client keeps in local storage.
 */
export interface CookieConsentFlags {
  necessary: boolean;
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
}

export interface CookieConsentRecord extends CookieConsentFlags {
  id: string;
  /** Random id the browser keeps with its choice; not linked to an account. */
  anonymousId: string;
  policyVersion: string;
  recordedAt: Date;
}
