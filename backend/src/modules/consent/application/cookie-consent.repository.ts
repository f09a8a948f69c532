import { CookieConsentRecord } from '../domain/cookie-consent';

export abstract class CookieConsentRepository {
  /** Appends a record; earlier choices are kept as the history of that browser's consent. */
  abstract add(record: Omit<CookieConsentRecord, 'id'>): Promise<CookieConsentRecord>;
}
