import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { MemberAccounts } from '../../identity';
import { SafetyActionTaken } from '../domain/safety-events';

const longDate = (iso: string) => new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/**
 * The mail of a safety action to every member of the couple concerned, written by the
 * `safety.mails` subscriber in its own unit of work. A mail about a report never names the
 * reporter.
 */
@Injectable()
export class SafetyMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly members: MemberAccounts,
    private readonly config: AppConfig,
  ) {}

  /** `decidedBy`: an admin of the team, or a rule (the no-show limit), which the mail says as it is. */
  async send(taken: SafetyActionTaken, decidedBy: 'team' | 'rule'): Promise<void> {
    const { subject, paragraphs } = decidedBy === 'rule' && taken.action === 'suspend' ? this.ruleSuspension(taken) : this.content(taken);
    const publicUrl = this.config.get('publicUrl');
    for (const member of await this.members.listMembers(taken.coupleId)) {
      const body = renderEmail({
        appName: this.config.get('appName'),
        greeting: `Hi ${member.firstName},`,
        paragraphs,
        button:
          taken.action === 'terminate' ? { label: 'Contact us', url: `${publicUrl}/contact` } : { label: 'Open your dashboard', url: `${publicUrl}/dashboard` },
      });
      await this.outbox.enqueue({ to: member.email, subject, ...body });
    }
  }

  private ruleSuspension(taken: SafetyActionTaken): { subject: string; paragraphs: string[] } {
    return {
      subject: `Your couple is suspended until ${longDate(taken.suspendedUntil!)}`,
      paragraphs: [
        `Under our no-show rule your couple is suspended until ${longDate(taken.suspendedUntil!)}: you cannot book a dinner before then.`,
        `Why: ${taken.reason}`,
        'You may answer once, from your dashboard: our team reads every answer.',
      ],
    };
  }

  private content(taken: SafetyActionTaken): { subject: string; paragraphs: string[] } {
    const reason = `Our team's reason: ${taken.reason}`;
    switch (taken.action) {
      case 'dismiss':
        return {
          subject: 'We have reviewed your report',
          paragraphs: [
            'Thank you for telling us about your dinner. Our team has looked into your report and closed it.',
            reason,
            'Whatever the outcome, you will not be seated with that couple again.',
          ],
        };
      case 'warn':
        return {
          subject: 'A warning about a recent dinner',
          paragraphs: [
            'After a recent dinner, our team is giving your couple a warning.',
            reason,
            'Please keep every evening friendly and respectful: another report may lead to a suspension.',
          ],
        };
      case 'suspend':
        return {
          subject: `Your couple is suspended until ${longDate(taken.suspendedUntil!)}`,
          paragraphs: [
            `After a recent dinner, our team has suspended your couple until ${longDate(taken.suspendedUntil!)}: you cannot book a dinner before then.`,
            reason,
            'You may answer once, from your dashboard: our team reads every answer.',
          ],
        };
      case 'lift':
        return {
          subject: 'Your suspension has been lifted',
          paragraphs: [
            'Our team has lifted your couple’s suspension: you can book dinners again from today.',
            reason,
            'We look forward to seeing you at the table.',
          ],
        };
      case 'terminate':
        return {
          subject: 'Your service has ended',
          paragraphs: [
            'After a recent dinner, our team has ended your couple’s service: you can no longer book dinners.',
            reason,
            'If you think this is a mistake, contact us.',
          ],
        };
    }
  }
}
