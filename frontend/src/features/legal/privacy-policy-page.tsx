import { LegalDocument, LegalPage } from './legal-page';

const PRIVACY_POLICY: LegalDocument = {
  title: 'legal.privacy.title',
  lastUpdated: 'legal.privacy.updated',
  intro: 'legal.privacy.intro',
  cards: [
    { title: 'legal.privacy.card.collect.title', text: 'legal.privacy.card.collect.text' },
    { title: 'legal.privacy.card.use.title', text: 'legal.privacy.card.use.text' },
    { title: 'legal.privacy.card.who.title', text: 'legal.privacy.card.who.text' },
    { title: 'legal.privacy.card.rights.title', text: 'legal.privacy.card.rights.text' },
  ],
  sections: [
    { title: 'legal.privacy.collect.title', paragraphs: ['legal.privacy.collect.waitlist', 'legal.privacy.collect.accounts', 'legal.privacy.collect.contact'] },
    { title: 'legal.privacy.use.title', paragraphs: ['legal.privacy.use.text'] },
    { title: 'legal.privacy.processors.title', paragraphs: ['legal.privacy.processors.text'] },
    { title: 'legal.privacy.rights.title', paragraphs: ['legal.privacy.rights.text'] },
    { title: 'legal.privacy.retention.title', paragraphs: ['legal.privacy.retention.text'] },
    { title: 'legal.privacy.unsubscribe.title', paragraphs: ['legal.privacy.unsubscribe.text'] },
  ],
};

export default function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
