import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { ConsentErrors } from '../domain/consent-errors';
import { normalizeEmail } from '../../../kernel/email';
import { announcementOf, hasLaunched, LAUNCH_CITY, standingOf, WaitlistStanding } from '../domain/waitlist';
import { waitlistConsentText } from './consent-texts';
import { announcementText, waitlistConfirmationMail } from './consent-mails';
import { createLinkToken } from './link-token';
import { WaitlistRepository } from './waitlist.repository';
import type { Language } from '../../../kernel/languages';

/**
 * Puts a couple's email on the waitlist and mails the welcome with an unsubscribe link, once
 * the address confirmed the request (the confirmation's link, issue 46).
 * Joining again answers the same standing, without a second entry or a second mail. The
 * answer carries the launch line to show, from configuration or the clock.
 */
@Injectable()
export class JoinWaitlist {
  constructor(
    private readonly waitlist: WaitlistRepository,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** `city`: as the cities table names it (checked when the request was made); absent, the launch city. */
  async execute(input: {
    email: string;
    city?: string;
    consent: boolean;
    /** The welcome mail's and the consent record's: the page the request came from. */
    language: Language;
    confirmationRequestedAt?: Date;
  }): Promise<WaitlistStanding & { announcement: string }> {
    if (input.consent !== true) throw ConsentErrors.consentRequired('waitlist');
    const { token, hash } = createLinkToken();
    const now = this.clock.now();
    const { entry, created } = await this.waitlist.addIfAbsent({
      email: normalizeEmail(input.email),
      city: input.city ?? LAUNCH_CITY,
      joinedAt: now,
      // What the form said when the visitor ticked it, in the words they read.
      consentText: waitlistConsentText(input.confirmationRequestedAt ?? now, input.language),
      confirmationRequestedAt: input.confirmationRequestedAt ?? null,
      unsubscribeTokenHash: hash,
    });
    const standing = standingOf(entry, await this.waitlist.positionOf(entry.id));
    if (created) {
      await this.outbox.enqueue(
        waitlistConfirmationMail(
          { appName: this.config.get('appName'), publicUrl: this.config.get('publicUrl'), language: input.language },
          standing,
          token,
          hasLaunched(now),
        ),
      );
    }
    return { ...standing, announcement: announcementText(input.language, announcementOf(now, this.config.get('launchAnnouncement'), standing.city)) };
  }
}
