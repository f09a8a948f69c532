import { announcementText } from './consent-mails';

describe("the line after joining a waitlist, in the visitor's language", () => {
  it("says the spec's English lines, the launch's and a coming-soon city's", () => {
    expect(announcementText('en', { kind: 'prelaunch' })).toBe(
      'November 2025 launch confirmed. First 50 couples get priority access. Check your email for next steps.',
    );
    expect(announcementText('en', { kind: 'live' })).toBe('We are live in Dublin. First 50 couples get priority access. Check your email for next steps.');
    expect(announcementText('en', { kind: 'city', city: 'London' })).toBe(
      'London is coming soon. First 50 couples there get priority access. Check your email for next steps.',
    );
  });

  it('says them in French to a French page (issue 49)', () => {
    expect(announcementText('fr', { kind: 'city', city: 'Lyon' })).toBe(
      'Lyon arrive bientôt. Les 50 premiers couples de la ville ont un accès prioritaire. Consultez vos e-mails pour la suite.',
    );
    expect(announcementText('fr', { kind: 'live' })).toBe(
      'Nous sommes lancés à Dublin. Les 50 premiers couples ont un accès prioritaire. Consultez vos e-mails pour la suite.',
    );
  });

  it('shows a configured line as it was configured, whatever the language', () => {
    expect(announcementText('fr', { kind: 'configured', text: 'Cork next.' })).toBe('Cork next.');
  });
});
