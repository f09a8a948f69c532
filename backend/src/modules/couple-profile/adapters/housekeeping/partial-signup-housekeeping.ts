import { Injectable, OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../../../../platform/jobs/housekeeping';
import { PartialSignupRepository } from '../../application/partial-signup.repository';
import { coupleProfileMessages } from '../../application/couple-profile-messages';

/** A sign-up left unfinished this long is abandoned: its saved answers are deleted. */
const ABANDONED_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

@Injectable()
export class PartialSignupHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly partialSignups: PartialSignupRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      label: 'coupleProfile.jobSummary.abandonedSignups',
      messages: coupleProfileMessages,
      purge: (now) => this.partialSignups.deleteUpdatedBefore(new Date(now.getTime() - ABANDONED_AFTER_MS)),
    });
  }
}
