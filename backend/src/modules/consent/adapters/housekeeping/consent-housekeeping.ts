import { Injectable, OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../../../../platform/jobs/housekeeping';
import { ConsentConfirmationRepository } from '../../application/consent-confirmation.repository';
import { WaitlistRepository } from '../../application/waitlist.repository';
import { waitlistRetentionCutoff } from '../../domain/waitlist';
import { consentMessages } from '../../application/consent-messages';

/** Consent's share of housekeeping: waitlist entries past the privacy policy's retention, and expired confirmation requests (an unconfirmed address is forgotten). */
@Injectable()
export class ConsentHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly waitlist: WaitlistRepository,
    private readonly confirmations: ConsentConfirmationRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      label: 'consent.jobSummary.expiredWaitlistEntries',
      messages: consentMessages,
      purge: async (now) => {
        const cutoff = waitlistRetentionCutoff(now);
        return cutoff ? this.waitlist.deleteJoinedBefore(cutoff) : 0;
      },
    });
    this.housekeeping.register({
      label: 'consent.jobSummary.expiredConfirmations',
      messages: consentMessages,
      purge: (now) => this.confirmations.deleteExpired(now),
    });
  }
}
