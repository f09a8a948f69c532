import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { MemberAccounts } from '../../identity';
import { Language, localeOf } from '../../../kernel/languages';
import type { Translate } from '../../../kernel/translator';
import { SafetyActionTaken } from '../domain/safety-events';
import { SafetyKey, safetyMessages } from './safety-messages';

const longDate = (iso: string, language: Language) => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

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
    const publicUrl = this.config.get('publicUrl');
    for (const member of await this.members.listMembers(taken.coupleId)) {
      const t = safetyMessages.in(member.language);
      const until = taken.suspendedUntil ? longDate(taken.suspendedUntil, member.language) : '';
      const { subject, paragraphs } = decidedBy === 'rule' && taken.action === 'suspend' ? ruleSuspension(t, taken, until) : content(t, taken, until);
      const body = renderEmail({
        appName: this.config.get('appName'),
        language: member.language,
        greeting: t('safety.greeting', { firstName: member.firstName }),
        paragraphs,
        button:
          taken.action === 'terminate'
            ? { label: t('safety.button.contactUs'), url: `${publicUrl}/contact` }
            : { label: t('safety.button.dashboard'), url: `${publicUrl}/dashboard` },
      });
      await this.outbox.enqueue({ to: member.email, subject, ...body });
    }
  }
}

interface SafetyMail {
  subject: string;
  paragraphs: string[];
}

function ruleSuspension(t: Translate<SafetyKey>, taken: SafetyActionTaken, until: string): SafetyMail {
  return {
    subject: t('safety.suspended.subject', { until }),
    paragraphs: [t('safety.ruleSuspension.under', { until }), t('safety.ruleSuspension.why', { reason: taken.reason }), t('safety.answerOnce')],
  };
}

/** The admin's reason is their own words, in the language they wrote it in. */
function content(t: Translate<SafetyKey>, taken: SafetyActionTaken, until: string): SafetyMail {
  const reason = t('safety.teamReason', { reason: taken.reason });
  switch (taken.action) {
    case 'dismiss':
      return { subject: t('safety.dismiss.subject'), paragraphs: [t('safety.dismiss.thanks'), reason, t('safety.dismiss.notAgain')] };
    case 'warn':
      return { subject: t('safety.warn.subject'), paragraphs: [t('safety.warn.warning'), reason, t('safety.warn.respectful')] };
    case 'suspend':
      return { subject: t('safety.suspended.subject', { until }), paragraphs: [t('safety.suspend.suspended', { until }), reason, t('safety.answerOnce')] };
    case 'lift':
      return { subject: t('safety.lift.subject'), paragraphs: [t('safety.lift.lifted'), reason, t('safety.lift.lookForward')] };
    case 'terminate':
      return { subject: t('safety.terminate.subject'), paragraphs: [t('safety.terminate.ended'), reason, t('safety.terminate.mistake')] };
  }
}
