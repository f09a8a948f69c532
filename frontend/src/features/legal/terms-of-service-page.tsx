import { hasLaunched, launchMonthIn } from '../../lib/launch';
import { useLocale, useT } from '../../i18n/use-t';
import { LegalDocument, LegalPage, LegalSection } from './legal-page';

/** DECISIONS item 12: the fee's terms are their own section, not a caveat under "No guarantees". */
const FEE_SECTION: LegalSection = { title: 'legal.terms.fee.title', paragraphs: ['legal.terms.fee.text'] };
const PRIVACY_SECTION: LegalSection = { title: 'legal.terms.privacy.title', paragraphs: ['legal.terms.privacy.text'] };
const CHANGES_SECTION: LegalSection = { title: 'legal.terms.changes.title', paragraphs: ['legal.terms.changes.text'] };

/** Before the launch: the spec's seven waitlist sections, with the fee's terms as a section of their own. */
const WAITLIST_TERMS: LegalDocument = {
  title: 'legal.terms.title',
  lastUpdated: 'legal.terms.waitlistUpdated',
  intro: 'legal.terms.waitlist.intro',
  cards: [
    { title: 'legal.terms.waitlist.card.free.title', text: 'legal.terms.waitlist.card.free.text' },
    { title: 'legal.terms.waitlist.card.leave.title', text: 'legal.terms.waitlist.card.leave.text' },
    { title: 'legal.terms.waitlist.card.launch.title', text: 'legal.terms.waitlist.card.launch.text' },
  ],
  sections: [
    { title: 'legal.terms.waitlist.acceptance.title', paragraphs: ['legal.terms.waitlist.acceptance.text'] },
    { title: 'legal.terms.waitlist.communications.title', paragraphs: ['legal.terms.waitlist.communications.text'] },
    { title: 'legal.terms.waitlist.noGuarantees.title', paragraphs: ['legal.terms.waitlist.noGuarantees.text'] },
    FEE_SECTION,
    PRIVACY_SECTION,
    { title: 'legal.terms.waitlist.leaving.title', paragraphs: ['legal.terms.waitlist.leaving.text'] },
    CHANGES_SECTION,
    { title: 'legal.terms.waitlist.liability.title', paragraphs: ['legal.terms.waitlist.liability.text'] },
  ],
};

/** From the launch: the terms of the running service. */
const SERVICE_TERMS: LegalDocument = {
  title: 'legal.terms.title',
  lastUpdated: 'legal.terms.serviceUpdated',
  intro: 'legal.terms.service.intro',
  cards: [
    { title: 'legal.terms.service.card.free.title', text: 'legal.terms.service.card.free.text' },
    { title: 'legal.terms.service.card.leave.title', text: 'legal.terms.service.card.leave.text' },
    { title: 'legal.terms.service.card.change.title', text: 'legal.terms.service.card.change.text' },
  ],
  sections: [
    { title: 'legal.terms.service.acceptance.title', paragraphs: ['legal.terms.service.acceptance.text'] },
    { title: 'legal.terms.service.account.title', paragraphs: ['legal.terms.service.account.text'] },
    FEE_SECTION,
    { title: 'legal.terms.service.dinners.title', paragraphs: ['legal.terms.service.dinners.text'] },
    { title: 'legal.terms.service.emails.title', paragraphs: ['legal.terms.service.emails.text'] },
    PRIVACY_SECTION,
    { title: 'legal.terms.service.leaving.title', paragraphs: ['legal.terms.service.leaving.text'] },
    CHANGES_SECTION,
    { title: 'legal.terms.service.liability.title', paragraphs: ['legal.terms.service.liability.text'] },
  ],
};

/** /terms: the waitlist terms until the launch, then the terms of the service (DECISIONS item 13). */
export default function TermsOfServicePage() {
  const t = useT();
  const launchMonth = launchMonthIn(useLocale());
  const launched = hasLaunched();
  // The fee's terms are the booking page's and the cancel dialog's own messages (DECISIONS item 12).
  const values = {
    launchMonth,
    coupleCancels: t('fees.coupleCancels'),
    serviceCancels: t('fees.serviceCancels'),
    lateCancellation: t('fees.lateCancellation'),
  };
  return <LegalPage document={launched ? SERVICE_TERMS : WAITLIST_TERMS} values={values} />;
}
