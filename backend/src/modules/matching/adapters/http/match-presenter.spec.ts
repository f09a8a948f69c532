import { matchingCompleteMessage } from './match-presenter';

describe('matchingCompleteMessage', () => {
  it('reads right for one group and one couple', () => {
    expect(matchingCompleteMessage({ matchedGroups: 1, matchedCouples: 0, totalCouples: 1 })).toBe('Matching complete: 1 group formed, 0 of 1 couple matched.');
  });

  it('counts in the plural otherwise', () => {
    expect(matchingCompleteMessage({ matchedGroups: 4, matchedCouples: 12, totalCouples: 13 })).toBe(
      'Matching complete: 4 groups formed, 12 of 13 couples matched.',
    );
    expect(matchingCompleteMessage({ matchedGroups: 0, matchedCouples: 0, totalCouples: 0 })).toBe(
      'Matching complete: 0 groups formed, 0 of 0 couples matched.',
    );
  });
});
