import type { Language } from '../../../kernel/languages';
import { OutgoingMail } from '../../../platform/mail/mailer';
import { renderEmail } from '../../../platform/mail/email-layout';
import { CONFIRMATION_VALIDITY_DAYS, ConfirmationKind } from '../domain/consent-confirmation';
import { Announcement, LAUNCH_CITY, PRIORITY_COUPLES, WaitlistStanding } from '../domain/waitlist';
import { consentMessages } from './consent-messages';

/** What every list mail needs: the service's name and address, and the language of the page the visitor used (their request's Accept-Language). */
export interface MailContext {
  appName: string;
  publicUrl: string;
  language: Language;
}

/** The line after joining a waitlist, in the visitor's language; a configured line is shown as configured. */
export function announcementText(language: Language, announcement: Announcement): string {
  const t = consentMessages.in(language);
  const priority = String(PRIORITY_COUPLES);
  if (announcement.kind === 'configured') return announcement.text;
  if (announcement.kind === 'city') return t('consent.announcement.city', { city: announcement.city, priority });
  return t(announcement.kind === 'live' ? 'consent.announcement.live' : 'consent.announcement.prelaunch', { priority });
}

/** Where an unsubscribe link lands: the client's /unsubscribe page, which calls the API. */
function unsubscribeUrl({ publicUrl }: MailContext, list: 'waitlist' | 'newsletter', token: string): string {
  return `${publicUrl}/unsubscribe?list=${list}&token=${encodeURIComponent(token)}`;
}

/** Where a confirmation link lands: the client's /confirm-subscription page, which calls the API. */
function confirmUrl({ publicUrl }: MailContext, kind: ConfirmationKind, token: string): string {
  return `${publicUrl}/confirm-subscription?list=${kind}&token=${encodeURIComponent(token)}`;
}

/**
 * Double opt-in (issue 46): the only mail a public form sends to an address it has not seen
 * confirmed. It names nothing but the request, so a stranger's request tells the owner nothing
 * about anybody, and without the click nothing is recorded.
 */
export function consentConfirmationMail(context: MailContext, kind: ConfirmationKind, email: string, token: string, launched: boolean): OutgoingMail {
  const { appName, language } = context;
  const t = consentMessages.in(language);
  const newsletter = kind === 'newsletter';
  const receive = newsletter ? t('consent.confirm.receiveNewsletter') : t('consent.confirm.receiveWaitlist', { launched: launched ? 'yes' : 'no' });
  const content = renderEmail({
    appName,
    language,
    greeting: t('consent.greeting'),
    paragraphs: [t('consent.confirm.asked', { kind, appName, receive }), t('consent.confirm.notYou')],
    button: { label: t(newsletter ? 'consent.confirm.newsletterButton' : 'consent.confirm.waitlistButton'), url: confirmUrl(context, kind, token) },
    footnote: t('consent.confirm.linkLasts', { days: CONFIRMATION_VALIDITY_DAYS }),
  });
  const subject = t(newsletter ? 'consent.confirm.newsletterSubject' : 'consent.confirm.waitlistSubject', { appName });
  return { to: email, subject, ...content, capped: true };
}

/** The launch date is named only while it lies ahead (DECISIONS item 13). */
export function waitlistConfirmationMail(context: MailContext, standing: WaitlistStanding, token: string, launched: boolean): OutgoingMail {
  const { appName, language } = context;
  const t = consentMessages.in(language);
  const { city } = standing;
  // The launch city's list keeps the launch's words; a coming-soon city's waits for that city to open.
  const launchList = city === LAUNCH_CITY;
  const stage = !launchList ? 'city' : launched ? 'launched' : 'prelaunch';
  const place = { position: String(standing.position), priority: String(PRIORITY_COUPLES), stage, city };
  const updates = t('consent.waitlist.updates', { launched: launched ? 'yes' : 'no' });
  const content = renderEmail({
    appName,
    language,
    greeting: t('consent.greeting'),
    paragraphs: [
      launchList ? t('consent.waitlist.thanks', { appName }) : t('consent.waitlist.thanksCity', { appName, city }),
      t(standing.priority ? 'consent.waitlist.priority' : 'consent.waitlist.general', place),
      t('consent.waitlist.useOnly', { updates }),
    ],
    button: { label: t('consent.waitlist.button'), url: unsubscribeUrl(context, 'waitlist', token) },
    footnote: t('consent.waitlist.why', { appName, updates }),
  });
  return { to: standing.email, subject: t('consent.waitlist.subject', { appName, priority: standing.priority ? 'yes' : 'no' }), ...content, capped: true };
}

export function newsletterConfirmationMail(context: MailContext, email: string, token: string): OutgoingMail {
  const { appName, language } = context;
  const t = consentMessages.in(language);
  const content = renderEmail({
    appName,
    language,
    greeting: t('consent.greeting'),
    paragraphs: [t('consent.newsletter.subscribed', { appName }), t('consent.newsletter.leave')],
    button: { label: t('consent.newsletter.button'), url: unsubscribeUrl(context, 'newsletter', token) },
    footnote: t('consent.newsletter.why', { appName }),
  });
  return { to: email, subject: t('consent.newsletter.subject', { appName }), ...content, capped: true };
}
