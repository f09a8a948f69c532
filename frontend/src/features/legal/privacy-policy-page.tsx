import { SITE_INFO } from '../../lib/site-info';
import { LegalCard, LegalPage, LegalSection } from './legal-page';

export const PRIVACY_LAST_UPDATED = 'October 10, 2025';

const CARDS: LegalCard[] = [
  { title: 'What we collect', text: 'For the waitlist, only your email, when you joined and your consent. For accounts, the couple profile you give us.' },
  { title: 'How we use it', text: 'To send the updates you asked for, match you with other couples and run your dinners. Never sold.' },
  { title: 'Who sees it', text: 'Our small team, and other couples see only your first names and a few interests you choose.' },
  { title: 'Your rights', text: 'Access, correct, export or delete your data at any time, and withdraw consent with one click.' },
];

const SECTIONS: LegalSection[] = [
  {
    title: 'Information we collect',
    body: (
      <>
        <p>
          <strong>Waitlist:</strong> when you join the waitlist we collect only your email address, a join timestamp and a consent record (what you agreed to
          and when).
        </p>
        <p className="mt-3">
          <strong>Accounts:</strong> when you sign up, the couple profile you fill in — names, dates of birth, contact details, dining preferences, dietary
          restrictions, interests and social preferences — and your bookings and reviews.
        </p>
        <p className="mt-3">
          <strong>Contact form:</strong> your name, email, subject and message. <strong>Cookies:</strong> essential cookies keep you signed in for up to 7 days;
          analytics and marketing cookies are used only with your consent, and we keep a record of your cookie choices.
        </p>
      </>
    ),
  },
  {
    title: 'How we use your information',
    body: (
      <p>
        We use your email to send the waitlist updates and newsletters you agreed to, your profile to match you with compatible couples and book your dinners,
        and your messages to answer you. We do not sell your data or share it with advertisers without your marketing consent.
      </p>
    ),
  },
  {
    title: 'Third-party processing',
    body: (
      <p>
        Waitlist sign-ups, newsletter subscriptions and contact messages are stored by Tablemates itself, not by an external form-collection service. We use a
        small number of processors under data-processing agreements: our hosting provider in the EU, an email delivery service to send our emails, and our
        payment provider to take booking fees. Marketing tags (tag manager, ad pixel, ads tag) load only if you accept marketing cookies.
      </p>
    ),
  },
  {
    title: 'Your rights under GDPR',
    body: (
      <p>
        You have the right to access your data, to have it corrected or deleted, to restrict or object to its processing, to receive it in a portable format and
        to withdraw your consent at any time. You may also complain to the Data Protection Commission in Ireland.
      </p>
    ),
  },
  {
    title: 'Data retention',
    body: (
      <p>
        Waitlist data is kept until launch plus at most 6 months, or until you ask us to delete it. When you request deletion by email, we delete your data
        within 30 days. Account data is kept while your account is open.
      </p>
    ),
  },
  {
    title: 'Unsubscribe and delete',
    body: (
      <p>
        Every email we send includes an unsubscribe link that removes your email from the list straight away. You can also write to{' '}
        <a href={`mailto:${SITE_INFO.supportEmail}`} className="font-medium text-brand-700 underline">
          {SITE_INFO.supportEmail}
        </a>{' '}
        to have all your data deleted; we do so within 30 days.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={<p>Your privacy matters to us. This policy explains what Tablemates collects, why, who can see it, and how you stay in control.</p>}
      cards={CARDS}
      sections={SECTIONS}
    />
  );
}
