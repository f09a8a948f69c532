import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { CookieConsentFlags, CookieConsentRecord } from '../domain/cookie-consent';
import { CookieConsentRepository } from './cookie-consent.repository';

/** Keeps each cookie choice with the server's timestamp, as proof of what was agreed and when. */
@Injectable()
export class RecordCookieConsent {
  constructor(
    private readonly records: CookieConsentRepository,
    private readonly clock: Clock,
  ) {}

  execute(input: CookieConsentFlags & { anonymousId: string; policyVersion: string }): Promise<CookieConsentRecord> {
    return this.records.add({
      anonymousId: input.anonymousId,
      policyVersion: input.policyVersion,
      necessary: input.necessary,
      preferences: input.preferences,
      analytics: input.analytics,
      marketing: input.marketing,
      recordedAt: this.clock.now(),
    });
  }
}
