import { ConfirmationKind, ConfirmationPayload, ConsentConfirmation } from '../domain/consent-confirmation';

export interface NewConsentConfirmation {
  kind: ConfirmationKind;
  email: string;
  payload: ConfirmationPayload;
  tokenHash: string;
  requestedAt: Date;
  expiresAt: Date;
}

export abstract class ConsentConfirmationRepository {
  /** Stores the request in place of the address's open one of that kind (whose link then reads as not valid), safe under concurrent requests. */
  abstract replaceOpen(confirmation: NewConsentConfirmation): Promise<void>;
  abstract findByTokenHash(kind: ConfirmationKind, hash: string): Promise<ConsentConfirmation | null>;
  /** Marks it used; false when it already was (another request used it first). */
  abstract markUsed(id: string, at: Date): Promise<boolean>;
  /** Housekeeping: requests past their expiry, used or not; answers how many went. */
  abstract deleteExpired(now: Date): Promise<number>;
}
