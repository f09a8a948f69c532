import { OutgoingMail } from '../../../platform/mail/mailer';
import { renderEmail } from '../../../platform/mail/email-layout';
import { PRIORITY_COUPLES, WaitlistStanding } from '../domain/waitlist';

export interface MailContext {
  appName: string;
  publicUrl: string;
}

/** Where an unsubscribe link lands: the client's /unsubscribe page, which calls the API. */
function unsubscribeUrl({ publicUrl }: MailContext, list: 'waitlist' | 'newsletter', token: string): string {
  return `${publicUrl}/unsubscribe?list=${list}&token=${encodeURIComponent(token)}`;
}

/** The launch date is named only while it lies ahead (DECISIONS item 13). */
export function waitlistConfirmationMail(context: MailContext, standing: WaitlistStanding, token: string, launched: boolean): OutgoingMail {
  const { appName } = context;
  const access = launched ? 'will get priority access to our dinners in Dublin' : 'will get priority access when we launch in Dublin in November 2025';
  const tables = launched ? 'as soon as more tables open in Dublin' : 'as soon as more tables open after our November 2025 launch in Dublin';
  const updates = launched ? 'emails about new dinners and open tables' : 'launch updates';
  const rank = standing.priority
    ? `You're couple #${standing.position} on the list, so you're among the first ${PRIORITY_COUPLES} couples and ${access}.`
    : `You're couple #${standing.position} on the list. The first ${PRIORITY_COUPLES} priority places are taken, but you're on the general waitlist and we'll email you ${tables}.`;
  const content = renderEmail({
    appName,
    greeting: 'Hi there,',
    paragraphs: [
      `Thanks for joining the ${appName} waitlist — surprise dinners with other couples at Dublin's best restaurants.`,
      rank,
      `We will only use this address for ${updates}. If you change your mind, the button below removes your email from the waitlist straight away.`,
    ],
    button: { label: 'Leave the waitlist', url: unsubscribeUrl(context, 'waitlist', token) },
    footnote: `You received this email because you joined the ${appName} waitlist and agreed to receive ${updates}.`,
  });
  return {
    to: standing.email,
    subject: standing.priority ? `You're on the ${appName} priority list 🎉` : `You're on the ${appName} waitlist`,
    ...content,
    capped: true,
  };
}

export function newsletterConfirmationMail(context: MailContext, email: string, token: string): OutgoingMail {
  const { appName } = context;
  const content = renderEmail({
    appName,
    greeting: 'Hi there,',
    paragraphs: [
      `You're subscribed to the ${appName} newsletter. Expect the occasional email with new partner restaurants, dinner dates in Dublin and stories from the table.`,
      'No longer interested? The button below unsubscribes you at once.',
    ],
    button: { label: 'Unsubscribe', url: unsubscribeUrl(context, 'newsletter', token) },
    footnote: `You received this email because you subscribed to the ${appName} newsletter.`,
  });
  return { to: email, subject: `Welcome to the ${appName} newsletter`, ...content, capped: true };
}
