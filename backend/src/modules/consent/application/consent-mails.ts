import { OutgoingMail } from '../../../platform/mail/mailer';
import { renderEmail } from '../../../platform/mail/email-layout';
import { CONFIRMATION_VALIDITY_DAYS, ConfirmationKind } from '../domain/consent-confirmation';
import { LAUNCH_CITY, PRIORITY_COUPLES, WaitlistStanding } from '../domain/waitlist';

export interface MailContext {
  appName: string;
  publicUrl: string;
}

/** Where an unsubscribe link lands: the client's /unsubscribe page, which calls the API. */
function unsubscribeUrl({ publicUrl }: MailContext, list: 'waitlist' | 'newsletter', token: string): string {
  return `${publicUrl}/unsubscribe?list=${list}&token=${encodeURIComponent(token)}`;
}

/** Where a confirmation link lands: the client's /confirm-subscription page, which calls the API. */
function confirmUrl({ publicUrl }: MailContext, kind: ConfirmationKind, token: string): string {
  return `${publicUrl}/confirm-subscription?list=${kind}&token=${encodeURIComponent(token)}`;
}

const CONFIRMATION_TEXTS: Record<ConfirmationKind, { subject: string; asked: string; button: string; consent: (launched: boolean) => string }> = {
  newsletter: {
    subject: 'Confirm your {app} newsletter subscription',
    asked: 'subscribe this address to the {app} newsletter',
    button: 'Confirm my subscription',
    consent: () => 'the occasional newsletter email',
  },
  waitlist: {
    subject: 'Confirm your place on the {app} waitlist',
    asked: 'put this address on the {app} waitlist',
    button: 'Confirm my place',
    consent: (launched) => (launched ? 'emails about new dinners and open tables' : 'launch updates by email'),
  },
};

/**
 * Double opt-in (issue 46): the only mail a public form sends to an address it has not seen
 * confirmed. It names nothing but the request, so a stranger's request tells the owner nothing
 * about anybody, and without the click nothing is recorded.
 */
export function consentConfirmationMail(context: MailContext, kind: ConfirmationKind, email: string, token: string, launched: boolean): OutgoingMail {
  const { appName } = context;
  const texts = CONFIRMATION_TEXTS[kind];
  const content = renderEmail({
    appName,
    greeting: 'Hi there,',
    paragraphs: [
      `Someone, hopefully you, asked to ${texts.asked.replace('{app}', appName)}. Please confirm with the button below: you will then receive ${texts.consent(launched)}, and you can leave at any time.`,
      `If it wasn't you, ignore this email: nothing is recorded, and we forget this address when the link expires.`,
    ],
    button: { label: texts.button, url: confirmUrl(context, kind, token) },
    footnote: `The link works for ${CONFIRMATION_VALIDITY_DAYS} days.`,
  });
  return { to: email, subject: texts.subject.replace('{app}', appName), ...content, capped: true };
}

/** The launch date is named only while it lies ahead (DECISIONS item 13). */
export function waitlistConfirmationMail(context: MailContext, standing: WaitlistStanding, token: string, launched: boolean): OutgoingMail {
  const { appName } = context;
  const { city } = standing;
  // The launch city's list keeps the launch's words; a coming-soon city's waits for that city to open.
  const launchList = city === LAUNCH_CITY;
  const access = !launchList
    ? `will get priority access when we open in ${city}`
    : launched
      ? 'will get priority access to our dinners in Dublin'
      : 'will get priority access when we launch in Dublin in November 2025';
  const tables = !launchList
    ? `as soon as we open in ${city}`
    : launched
      ? 'as soon as more tables open in Dublin'
      : 'as soon as more tables open after our November 2025 launch in Dublin';
  const updates = launched ? 'emails about new dinners and open tables' : 'launch updates';
  const rank = standing.priority
    ? `You're couple #${standing.position} on the list, so you're among the first ${PRIORITY_COUPLES} couples and ${access}.`
    : `You're couple #${standing.position} on the list. The first ${PRIORITY_COUPLES} priority places are taken, but you're on the general waitlist and we'll email you ${tables}.`;
  const content = renderEmail({
    appName,
    greeting: 'Hi there,',
    paragraphs: [
      launchList
        ? `Thanks for joining the ${appName} waitlist — surprise dinners with other couples at Dublin's best restaurants.`
        : `Thanks for joining the ${appName} waitlist for ${city} — surprise dinners with other couples at ${city}'s best restaurants.`,
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
