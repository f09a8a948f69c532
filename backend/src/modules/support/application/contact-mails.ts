import { renderEmail } from '../../../platform/mail/email-layout';
import { OutgoingMail } from '../../../platform/mail/mailer';
import { ContactMessage, SUPPORT_HOURS } from '../domain/contact-message';

/** The sender's receipt, quoting the message so they have a copy. */
export function contactAcknowledgementMail(appName: string, message: ContactMessage): OutgoingMail {
  const content = renderEmail({
    appName,
    greeting: `Hi ${message.name},`,
    paragraphs: [
      `Thanks for getting in touch with ${appName}. We've received your message and will reply ${SUPPORT_HOURS}.`,
      `Your message — "${message.subject}":`,
      message.message,
    ],
    footnote: 'No need to reply to this email: we will answer the address you gave us.',
  });
  return { to: message.email, subject: `We've received your message: ${message.subject}`, ...content };
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
