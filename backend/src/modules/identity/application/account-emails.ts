import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';

interface LinkMail {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  path: string;
  query: Record<string, string>;
  footnote: string;
}

/** The account mails, each with a link into the client at PUBLIC_URL. */
@Injectable()
export class AccountEmails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  /** `marketingOptIn`: the member asked for the newsletter at sign-up; following the link confirms it, and the mail says so. */
  sendVerification(to: string, firstName: string, token: string, { marketingOptIn }: { marketingOptIn: boolean }): Promise<void> {
    const welcome = `Welcome to ${this.appName}! Please confirm your email address to unlock booking dinners and inviting your partner.`;
    const newsletter = `You also asked for our newsletter: verifying confirms that too. Every newsletter has an unsubscribe link, and Settings turns it off.`;
    return this.send({
      to,
      subject: `Verify your email for ${this.appName}`,
      greeting: `Hi ${firstName},`,
      paragraphs: marketingOptIn ? [welcome, newsletter] : [welcome],
      button: 'Verify my email',
      path: '/verify-email',
      query: { token, email: to },
      footnote: 'This link expires in 24 hours. If you did not sign up, you can ignore this email.',
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

  sendPartnerInvitation(to: string, partnerFirstName: string, inviterName: string, token: string): Promise<void> {
    return this.send({
      to,
      // The inviter's name is their own free text: it stays out of the subject (issue 25).
      subject: `You are invited to join your couple account on ${this.appName}`,
      greeting: `Hi ${partnerFirstName},`,
      paragraphs: [
        `${inviterName} has invited you to join your couple account on ${this.appName}, where couples meet other couples over surprise dinners in Dublin.`,
        'Set up your account with the button below.',
      ],
      button: 'Accept the invitation',
      path: '/partner-onboarding',
      query: { token, email: to, inviter: inviterName },
      footnote: 'This invitation expires in 7 days and works once.',
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
    });
    await this.outbox.enqueue({ to: mail.to, subject: mail.subject, text, html, capped: true });
  }
}
