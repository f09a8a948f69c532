import { renderEmail } from '../../../platform/mail/email-layout';
import { OutgoingMail } from '../../../platform/mail/mailer';
import { ContactMessage, SUPPORT_HOURS } from '../domain/contact-message';

/** The sender's receipt, quoting the message so they have a copy. */
export function contactAcknowledgementMail(appName: string, message: ContactMessage): OutgoingMail {
  // Nothing the sender typed goes into it: the form takes any address, so a receipt quoting
  // the text would relay whatever the sender wrote to whoever they named (issue 25).
  const content = renderEmail({
    appName,
    greeting: 'Hello,',
    paragraphs: [`Thanks for getting in touch with ${appName}. We've received your message and will reply ${SUPPORT_HOURS}.`],
    footnote: 'If you did not write to us, you can ignore this email. No need to reply to it: we will answer the address the message gave.',
  });
  return { to: message.email, subject: `We've received your message`, ...content, capped: true };
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
