import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import type { Language } from '../../../kernel/languages';
import { identityMessages } from './identity-messages';

interface LinkMail {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  path: string;
  query: Record<string, string>;
  footnote: string;
  /** The language of the texts above; absent: English (a mail not in the catalogues yet). */
  language?: Language;
}

/** The account mails, each with a link into the client at PUBLIC_URL. */
@Injectable()
export class AccountEmails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  /** `marketingOptIn`: the member asked for the newsletter at sign-up; following the link confirms it, and the mail says so. */
  sendVerification(to: string, firstName: string, token: string, { marketingOptIn, language }: { marketingOptIn: boolean; language: Language }): Promise<void> {
    const t = identityMessages.in(language);
    const welcome = t('identity.verification.welcome', { appName: this.appName });
    return this.send({
      to,
      subject: t('identity.verification.subject', { appName: this.appName }),
      greeting: t('identity.greeting', { firstName }),
      paragraphs: marketingOptIn ? [welcome, t('identity.verification.newsletter')] : [welcome],
      button: t('identity.verification.button'),
      path: '/verify-email',
      query: { token, email: to },
      footnote: t('identity.verification.footnote'),
      language,
    });
  }

  sendMagicLink(to: string, firstName: string, token: string): Promise<void> {
    return this.send({
      to,
      subject: `Your ${this.appName} sign-in link`,
      greeting: `Hi ${firstName},`,
      paragraphs: ['Use the button below to sign in. The link works once.'],
      button: 'Sign in',
      path: '/verify-login',
      query: { token, email: to },
      footnote: 'This link expires in 15 minutes. If you did not ask for it, you can ignore this email.',
    });
  }

  sendPasswordReset(to: string, firstName: string, token: string): Promise<void> {
    return this.send({
      to,
      subject: `Reset your ${this.appName} password`,
      greeting: `Hi ${firstName},`,
      paragraphs: ['We received a request to reset your password. Choose a new one with the button below.'],
      button: 'Reset my password',
      path: '/reset-password',
      query: { token, email: to },
      footnote: 'This link expires in 1 hour and works once. If you did not ask for it, your password stays as it is.',
    });
  }

  /** Sent when password sign-in first locks after repeated failures. */
  sendFailedSignInsAlert(to: string, firstName: string, failures: number): Promise<void> {
    return this.send({
      to,
      subject: `Failed sign-in attempts on your ${this.appName} account`,
      greeting: `Hi ${firstName},`,
      paragraphs: [
        `Someone tried to sign in to your account with a wrong password ${failures} times in a row, so password sign-in is paused for a few minutes.`,
        'You can still sign in with an email link, or choose a new password with the button below. If these attempts were not yours, a new password is a good idea.',
      ],
      button: 'Reset my password',
      path: '/reset-password',
      query: {},
      footnote: 'If it was you and you remember your password now, simply try again in a few minutes.',
    });
  }

  /**
   * `language`: the inviter's. The partner has no account, so no choice of their own yet; the
   * language the inviter reads is the best sign of the couple's (their city's default when they chose none).
   */
  sendPartnerInvitation(to: string, partnerFirstName: string, inviterName: string, token: string, language: Language): Promise<void> {
    const t = identityMessages.in(language);
    return this.send({
      to,
      // The inviter's name is their own free text: it stays out of the subject (issue 25).
      subject: t('identity.invitation.subject', { appName: this.appName }),
      greeting: t('identity.greeting', { firstName: partnerFirstName }),
      paragraphs: [t('identity.invitation.invited', { inviterName, appName: this.appName }), t('identity.invitation.setUp')],
      button: t('identity.invitation.button'),
      path: '/partner-onboarding',
      query: { token, email: to, inviter: inviterName },
      footnote: t('identity.invitation.footnote'),
      language,
    });
  }

  /** To the NEW address: the link that proves it and makes the change. */
  sendEmailChangeLink(to: string, firstName: string, token: string): Promise<void> {
    return this.send({
      to,
      subject: `Confirm your new ${this.appName} sign-in email`,
      greeting: `Hi ${firstName},`,
      paragraphs: [
        `You asked to sign in to ${this.appName} with this address from now on. Confirm it with the button below; until then you keep signing in with your current email.`,
      ],
      button: 'Confirm my new email',
      path: '/confirm-email-change',
      query: { token },
      footnote: 'This link expires in 24 hours and works once. If you did not ask for it, you can ignore this email.',
    });
  }

  /** To the OLD address when a change is requested: no link, so only the new mailbox can complete it. */
  sendEmailChangeRequested(to: string, firstName: string, newEmail: string): Promise<void> {
    return this.sendNotice(to, `Your ${this.appName} sign-in email is about to change`, firstName, [
      `Someone signed in to your account asked to change its sign-in email to ${newEmail}. We sent a confirmation link to that address; nothing changes until it is opened.`,
      `If this was not you, change your password in Settings and write to ${this.config.get('supportEmail')}.`,
    ]);
  }

  /** To the OLD address once the change is made. */
  sendEmailChanged(to: string, firstName: string, newEmail: string): Promise<void> {
    return this.sendNotice(to, `Your ${this.appName} sign-in email was changed`, firstName, [
      `Your sign-in email was changed to ${newEmail}. From now on you sign in, and we write to you, there.`,
      `If this was not you, write to ${this.config.get('supportEmail')} right away.`,
    ]);
  }

  private get appName(): string {
    return this.config.get('appName');
  }

  private async sendNotice(to: string, subject: string, firstName: string, paragraphs: string[]): Promise<void> {
    const { text, html } = renderEmail({ greeting: `Hi ${firstName},`, paragraphs, appName: this.appName });
    await this.outbox.enqueue({ to, subject, text, html, capped: true });
  }

  private async send(mail: LinkMail): Promise<void> {
    const query = new URLSearchParams(mail.query).toString();
    const url = `${this.config.get('publicUrl')}${mail.path}${query ? `?${query}` : ''}`;
    const { text, html } = renderEmail({
      greeting: mail.greeting,
      paragraphs: mail.paragraphs,
      button: { label: mail.button, url },
      footnote: mail.footnote,
      appName: this.appName,
      language: mail.language,
    });
    await this.outbox.enqueue({ to: mail.to, subject: mail.subject, text, html, capped: true });
  }
}
