import { hasLaunched, LAUNCH_MONTH } from '../../lib/launch';
import { FEE_POLICY } from '../../lib/fee-policy';
import { SITE_INFO } from '../../lib/site-info';
import { LegalCard, LegalPage, LegalSection } from './legal-page';

/** The spec's waitlist terms, in force until the launch. */
export const WAITLIST_TERMS_LAST_UPDATED = 'October 10, 2025';
/** The terms of the running service, in force from the launch. */
export const SERVICE_TERMS_LAST_UPDATED = 'November 1, 2025';

/** DECISIONS item 12: the fee's terms are their own section, not a caveat under "No guarantees". */
const FEE_SECTION: LegalSection = {
  title: 'Dinner bookings and the logistics fee',
  body: (
    <p>
      Dinner bookings carry a logistics fee, paid when booking. {FEE_POLICY.coupleCancels} {FEE_POLICY.serviceCancels} {FEE_POLICY.lateCancellation}
    </p>
  ),
};

const PRIVACY_SECTION: LegalSection = {
  title: 'Privacy',
  body: <p>How we handle your data is described in our Privacy Policy, which forms part of these terms.</p>,
};

const CHANGES_SECTION: LegalSection = {
  title: 'Changes to these terms',
  body: (
    <p>
      We may update these terms as the service develops. The date at the top of this page shows the latest version; significant changes will be announced by
      email.
    </p>
  ),
};

const WAITLIST_CARDS: LegalCard[] = [
  { title: 'Free to join', text: 'Joining the waitlist costs nothing and commits you to nothing.' },
  { title: 'Leave any time', text: 'One click in any of our emails removes you from the list.' },
  { title: 'Launch plans may change', text: `We aim to launch in Dublin in ${LAUNCH_MONTH}, but cannot guarantee dates or places.` },
];

/** Before the launch: the spec's seven waitlist sections, with the fee's terms as a section of their own. */
const WAITLIST_SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of terms',
    body: <p>By joining the Tablemates waitlist or using this website you agree to these terms. If you do not agree, please do not use the site.</p>,
  },
  {
    title: 'Waitlist communications',
    body: (
      <p>
        By joining the waitlist you agree to receive launch updates by email, such as your waitlist confirmation, launch news and your invitation to sign up. We
        will not send you unrelated marketing without your separate consent.
      </p>
    ),
  },
  {
    title: 'No guarantees',
    body: (
      <p>
        Joining the waitlist does not guarantee access to the service, a particular launch date, or a place among the first 50 priority couples. Features
        described on this site may change before launch.
      </p>
    ),
  },
  FEE_SECTION,
  PRIVACY_SECTION,
  {
    title: 'Leaving the waitlist',
    body: (
      <p>
        You can leave the waitlist at any time with the unsubscribe link in our emails, or by writing to {SITE_INFO.supportEmail}. Your entry is then deleted.
      </p>
    ),
  },
  CHANGES_SECTION,
  {
    title: 'Limitation of liability',
    body: (
      <p>
        The waitlist and this website are provided as they are. To the extent permitted by law, Tablemates is not liable for any loss arising from their use, or
        from changes to or delays in the launch. Nothing in these terms limits rights you have as a consumer under Irish law.
      </p>
    ),
  },
];

const SERVICE_CARDS: LegalCard[] = [
  { title: 'Free to join', text: 'An account costs nothing; you pay a logistics fee only when you book a dinner, and your own meal at the restaurant.' },
  { title: 'Leave any time', text: 'Delete your account from Settings, or leave the waitlist with one click in any of our emails.' },
  { title: 'Dinners may change', text: `We have served dinners in Dublin since ${LAUNCH_MONTH}; dates, restaurants and new cities may change.` },
];

/** From the launch: the terms of the running service. */
const SERVICE_SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of terms',
    body: (
      <p>
        By creating an account, booking a dinner, joining the waitlist or using this website you agree to these terms. If you do not agree, please do not use
        the service.
      </p>
    ),
  },
  {
    title: 'Your account and your couple',
    body: (
      <p>
        You give true details when you sign up and keep your password to yourself. Your couple shares one profile; each partner has an own account and is
        responsible for its own details.
      </p>
    ),
  },
  FEE_SECTION,
  {
    title: 'Dinners, matching and the reveal',
    body: (
      <p>
        We match couples by the preferences in their profiles and reveal the restaurant and your fellow diners 24 hours before the dinner. Each couple pays for
        its own meal at the restaurant. We do not guarantee a match with particular couples, a particular restaurant, or a place at every dinner you would like
        to book.
      </p>
    ),
  },
  {
    title: 'Emails from us',
    body: (
      <p>
        We email you what your bookings need (confirmations, the reveal, changes and cancellations). Newsletters and offers only with your consent; the waitlist
        only tells you about new dinners and open tables. Every such email has a link to stop them.
      </p>
    ),
  },
  PRIVACY_SECTION,
  {
    title: 'Leaving',
    body: (
      <p>
        You can delete your account at any time from Settings, leave the waitlist with the unsubscribe link in our emails, or write to {SITE_INFO.supportEmail}.
        Your data is then deleted as the Privacy Policy describes.
      </p>
    ),
  },
  CHANGES_SECTION,
  {
    title: 'Limitation of liability',
    body: (
      <p>
        The service and this website are provided as they are. To the extent permitted by law, Tablemates is not liable for any loss arising from their use, or
        from changes to dinners, beyond the refund of the logistics fee described above. Nothing in these terms limits rights you have as a consumer under Irish
        law.
      </p>
    ),
  },
];

/** /terms: the waitlist terms until the launch, then the terms of the service (DECISIONS item 13). */
export default function TermsOfServicePage() {
  const launched = hasLaunched();
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={launched ? SERVICE_TERMS_LAST_UPDATED : WAITLIST_TERMS_LAST_UPDATED}
      intro={
        launched ? (
          <p>The short version: joining is free, you pay a logistics fee only when you book a dinner, and you can leave whenever you like.</p>
        ) : (
          <p>The short version: joining the waitlist is free, you can leave whenever you like, and we will keep you posted about our launch.</p>
        )
      }
      cards={launched ? SERVICE_CARDS : WAITLIST_CARDS}
      sections={launched ? SERVICE_SECTIONS : WAITLIST_SECTIONS}
    />
  );
}
