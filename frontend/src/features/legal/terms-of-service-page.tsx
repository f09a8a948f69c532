import { hasLaunched, LAUNCH_MONTH } from '../../lib/launch';
import { FEE_POLICY } from '../../lib/fee-policy';
import { SITE_INFO } from '../../lib/site-info';
import { LegalCard, LegalPage, LegalSection } from './legal-page';

export const TERMS_LAST_UPDATED = 'October 10, 2025';

const CARDS: LegalCard[] = [
  { title: 'Free to join', text: 'Joining the waitlist costs nothing and commits you to nothing.' },
  { title: 'Leave any time', text: 'One click in any of our emails removes you from the list.' },
  { title: 'Launch plans may change', text: hasLaunched()
      ? `We launched in Dublin in ${LAUNCH_MONTH}; dinner dates, places and new cities may change.`
      : `We aim to launch in Dublin in ${LAUNCH_MONTH}, but cannot guarantee dates or places.`,
  },
];

const SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of terms',
    body: <p>By joining the Tablemates waitlist or using this website you agree to these terms. If you do not agree, please do not use the site.</p>,
  },
  {
    title: 'Waitlist communications',
    body: (
      <p>
        By joining the waitlist you agree to receive launch updates by email, such as your waitlist confirmation, launch news and your invitation to sign up. We will not
        send you unrelated marketing without your separate consent.
      </p>
    ),
  },
  {
    title: 'No guarantees',
    body: (
      <>
        <p>
          Joining the waitlist does not guarantee access to the service, a particular launch date, or a place among the first 50 priority couples. Features described on this
          site may change before launch.
        </p>
        <p className="mt-3">
          Dinner bookings carry a logistics fee, paid when booking. {FEE_POLICY.coupleCancels} {FEE_POLICY.serviceCancels} {FEE_POLICY.lateCancellation}
        </p>
      </>
    ),
  },
  {
    title: 'Privacy',
    body: <p>How we handle your data is described in our Privacy Policy, which forms part of these terms.</p>,
  },
  {
    title: 'Leaving the waitlist',
    body: (
      <p>
        You can leave the waitlist at any time with the unsubscribe link in our emails, or by writing to {SITE_INFO.supportEmail}. Your entry is then deleted.
      </p>
    ),
  },
  {
    title: 'Changes to these terms',
    body: <p>We may update these terms as the service develops. The date at the top of this page shows the latest version; significant changes will be announced by email.</p>,
  },
  {
    title: 'Limitation of liability',
    body: (
      <p>
        The waitlist and this website are provided as they are. To the extent permitted by law, Tablemates is not liable for any loss arising from their use, or from changes
        to or delays in the launch. Nothing in these terms limits rights you have as a consumer under Irish law.
      </p>
    ),
  },
];

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={<p>The short version: joining the waitlist is free, you can leave whenever you like, and we will keep you posted about our launch.</p>}
      cards={CARDS}
      sections={SECTIONS}
    />
  );
}
