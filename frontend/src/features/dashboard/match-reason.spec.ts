import { matchReason } from './match-reason';

describe('matchReason', () => {
  it('names the interests shared with the table', () => {
    expect(
      matchReason(
        ['Gaming', 'Cultural experiences', 'Outdoor adventures'],
        [{ interests: ['Cultural experiences'] }, { interests: ['Gaming', 'Travel and exploration'] }],
      ),
    ).toBe('Why you were matched: you share a love of gaming and cultural experiences.');
  });

  it('says nothing when nothing is shared', () => {
    expect(matchReason(['Gaming'], [{ interests: ['Volunteering or community work'] }])).toBeNull();
    expect(matchReason([], [])).toBeNull();
  });
});
