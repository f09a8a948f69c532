import { JobSummaries } from '../../../../platform/jobs/job-summary';
import { dinnersMessages } from '../../application/dinners-messages';

const summaries = new JobSummaries(dinnersMessages);

describe("the dinners jobs' run summaries", () => {
  it('read in English as they always have, for one and for many', () => {
    const one = summaries.of({ 'dinners.jobSummary.assigned': 1, 'dinners.jobSummary.needingAdmins': 1, 'dinners.jobSummary.wentAhead': 1 });
    const many = summaries.of({ 'dinners.jobSummary.assigned': 2, 'dinners.jobSummary.needingAdmins': 2, 'dinners.jobSummary.wentAhead': 2 });
    expect(one.text).toBe('assigned restaurants for 1, 1 dinner needs an admin, 1 dinner went ahead with its seated groups');
    expect(many.text).toBe('assigned restaurants for 2, 2 dinners need an admin, 2 dinners went ahead with their seated groups');
  });

  it('read in French, for one and for many', () => {
    const one = summaries.of({ 'dinners.jobSummary.closed': 1, 'dinners.jobSummary.refunded': 1, 'dinners.jobSummary.wentAhead': 1 });
    const many = summaries.of({ 'dinners.jobSummary.closed': 2, 'dinners.jobSummary.refunded': 3, 'dinners.jobSummary.wentAhead': 2 });
    expect(summaries.word(one.parts, 'fr')).toBe('réservations closes pour 1 dîner, 1 réservation remboursée, 1 dîner maintenu avec ses groupes installés');
    expect(summaries.word(many.parts, 'fr')).toBe(
      'réservations closes pour 2 dîners, 3 réservations remboursées, 2 dîners maintenus avec leurs groupes installés',
    );
  });
});
