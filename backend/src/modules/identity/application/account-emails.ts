import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import type { Language } from '../../../kernel/languages';
import { LAUNCH_LOCATION } from '../../../kernel/launch-location';
import type { Translate } from '../../../kernel/translator';
import type { User } from '../domain/user';
import { CoupleCities } from './couple-cities';
import { IdentityKey, identityMessages } from './identity-messages';
import { MemberLanguages } from './member-languages';

/** Who a member's mail goes to, and what says their language. */
type MailedMember = Pick<User, 'email' | 'firstName' | 'coupleId' | 'languageChoice'>;

interface LinkMail {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  path: string;
  query: Record<string, string>;
  footnote: string;
  language: Language;
}

/** The account mails, in the member's language, most with a link into the client at PUBLIC_URL. */
@Injectable()
export class AccountEmails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly languages: MemberLanguages,
    private readonly couples: CoupleCities,
  ) {}

  /** `marketingOptIn`: the member asked for the newsletter at sign-up; following the link confirms it, and the mail says so. */
  sendVerification(user: MailedMember, token: string, marketingOptIn: boolean): Promise<void> {
    return this.sendLink(user, (t) => {
      const welcome = t('identity.verification.welcome', { appName: this.appName });
      return {
        subject: t('identity.verification.subject', { appName: this.appName }),
        paragraphs: marketingOptIn ? [welcome, t('identity.verification.newsletter')] : [welcome],
        button: t('identity.verification.button'),
        path: '/verify-email',
        query: { token, email: user.email },
        footnote: t('identity.verification.footnote'),
      };
    });
  }

  sendMagicLink(user: MailedMember, token: string): Promise<void> {
    return this.sendLink(user, (t) => ({
      subject: t('identity.magicLink.subject', { appName: this.appName }),
      paragraphs: [t('identity.magicLink.use')],
      button: t('identity.magicLink.button'),
      path: '/verify-login',
      query: { token, email: user.email },
      footnote: t('identity.magicLink.footnote'),
    }));
  }

  sendPasswordReset(user: MailedMember, token: string): Promise<void> {
    return this.sendLink(user, (t) => ({
      subject: t('identity.passwordReset.subject', { appName: this.appName }),
      paragraphs: [t('identity.passwordReset.received')],
      button: t('identity.passwordReset.button'),
      path: '/reset-password',
      query: { token, email: user.email },
      footnote: t('identity.passwordReset.footnote'),
    }));
  }

  /** Sent when password sign-in first locks after repeated failures. */
  sendFailedSignInsAlert(user: MailedMember, failures: number): Promise<void> {
    return this.sendLink(user, (t) => ({
      subject: t('identity.failedSignIns.subject', { appName: this.appName }),
      paragraphs: [t('identity.failedSignIns.paused', { failures }), t('identity.failedSignIns.options')],
      button: t('identity.passwordReset.button'),
      path: '/reset-password',
      query: {},
      footnote: t('identity.failedSignIns.footnote'),
    }));
  }

  /**
   * The partner has no account, so no language of their own yet: they get the inviter's (the
   * best sign of the couple's), and the name of the inviter's city.
   */
  async sendPartnerInvitation(to: string, partnerFirstName: string, inviter: MailedMember, token: string): Promise<void> {
    const language = await this.languageOf(inviter);
    const t = identityMessages.in(language);
    const { city } = (inviter.coupleId ? await this.couples.cityOf(inviter.coupleId) : null) ?? LAUNCH_LOCATION;
    await this.send({
      to,
      // The inviter's name is their own free text: it stays out of the subject (issue 25).
      subject: t('identity.invitation.subject', { appName: this.appName }),
      greeting: t('identity.greeting', { firstName: partnerFirstName }),
      paragraphs: [t('identity.invitation.invited', { inviterName: inviter.firstName, appName: this.appName, city }), t('identity.invitation.setUp')],
      button: t('identity.invitation.button'),
      path: '/partner-onboarding',
      query: { token, email: to, inviter: inviter.firstName },
      footnote: t('identity.invitation.footnote'),
      language,
    });
  }

  /** To the NEW address: the link that proves it and makes the change. */
  sendEmailChangeLink(user: MailedMember, newEmail: string, token: string): Promise<void> {
    return this.sendLink({ ...user, email: newEmail }, (t) => ({
      subject: t('identity.emailChange.subject', { appName: this.appName }),
      paragraphs: [t('identity.emailChange.asked', { appName: this.appName })],
      button: t('identity.emailChange.button'),
      path: '/confirm-email-change',
      query: { token },
      footnote: t('identity.emailChange.footnote'),
    }));
  }

  /** To the OLD address when a change is requested: no link, so only the new mailbox can complete it. */
  sendEmailChangeRequested(user: MailedMember, newEmail: string): Promise<void> {
    return this.sendNotice(user, (t) => ({
      subject: t('identity.emailChangeRequested.subject', { appName: this.appName }),
      paragraphs: [t('identity.emailChangeRequested.asked', { newEmail }), t('identity.emailChangeRequested.notYou', { supportEmail: this.supportEmail })],
    }));
  }

  /** To the OLD address once the change is made: `user` as it was before. */
  sendEmailChanged(user: MailedMember, newEmail: string): Promise<void> {
    return this.sendNotice(user, (t) => ({
      subject: t('identity.emailChanged.subject', { appName: this.appName }),
      paragraphs: [t('identity.emailChanged.changed', { newEmail }), t('identity.emailChanged.notYou', { supportEmail: this.supportEmail })],
    }));
  }

  private get appName(): string {
    return this.config.get('appName');
  }

  private get supportEmail(): string {
    return this.config.get('supportEmail') as string;
  }

  private async languageOf(member: MailedMember): Promise<Language> {
    return (await this.languages.of(member)).language;
  }

  private async sendNotice(user: MailedMember, texts: (t: Translate<IdentityKey>) => { subject: string; paragraphs: string[] }): Promise<void> {
    const language = await this.languageOf(user);
    const t = identityMessages.in(language);
    const { subject, paragraphs } = texts(t);
    const { text, html } = renderEmail({ greeting: t('identity.greeting', { firstName: user.firstName }), paragraphs, appName: this.appName, language });
    await this.outbox.enqueue({ to: user.email, subject, text, html, capped: true });
  }

  /** A link mail to the member, in their language. */
  private async sendLink(user: MailedMember, texts: (t: Translate<IdentityKey>) => Omit<LinkMail, 'to' | 'greeting' | 'language'>): Promise<void> {
    const language = await this.languageOf(user);
    const t = identityMessages.in(language);
    await this.send({ ...texts(t), to: user.email, greeting: t('identity.greeting', { firstName: user.firstName }), language });
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
