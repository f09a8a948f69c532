import { renderEmail } from '../../../platform/mail/email-layout';
import { OutgoingMail } from '../../../platform/mail/mailer';
import type { Language } from '../../../kernel/languages';
import { ContactMessage, SUPPORT_HOURS } from '../domain/contact-message';
import { supportMessages } from './support-messages';

/** The sender's receipt, in the language of the page they wrote from. */
export function contactAcknowledgementMail(appName: string, message: ContactMessage, language: Language): OutgoingMail {
  const t = supportMessages.in(language);
  // Nothing the sender typed goes into it: the form takes any address, so a receipt quoting
  // the text would relay whatever the sender wrote to whoever they named (issue 25).
  const content = renderEmail({
    appName,
    language,
    greeting: t('support.receipt.greeting'),
    paragraphs: [t('support.receipt.thanks', { appName })],
    footnote: t('support.receipt.footnote'),
  });
  return { to: message.email, subject: t('support.receipt.subject'), ...content, capped: true };
}

/** The copy for the support inbox, with everything needed to answer. */
export function contactForwardMail(appName: string, supportEmail: string, message: ContactMessage): OutgoingMail {
  const content = renderEmail({
    appName,
    greeting: 'New message from the contact form',
    paragraphs: [
      `From: ${message.name} <${message.email}>`,
      `Subject: ${message.subject}`,
      `Received: ${message.receivedAt.toISOString()}`,
      message.message,
      `Reply to ${message.email} ${SUPPORT_HOURS}.`,
    ],
  });
  return { to: supportEmail, subject: `[Contact] ${message.subject} — ${message.name}`, ...content };
}
