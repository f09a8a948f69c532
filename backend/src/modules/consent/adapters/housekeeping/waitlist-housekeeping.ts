import { Injectable, OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../../../../platform/jobs/housekeeping';
import { WaitlistRepository } from '../../application/waitlist.repository';
import { waitlistRetentionCutoff } from '../../domain/waitlist';

/** Consent's share of housekeeping: waitlist entries past the privacy policy's retention. */
@Injectable()
export class WaitlistHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly waitlist: WaitlistRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      label: 'waitlist entries past their retention',
      purge: async (now) => {
        const cutoff = waitlistRetentionCutoff(now);
        return cutoff ? this.waitlist.deleteJoinedBefore(cutoff) : 0;
      },
    });
  }
}
