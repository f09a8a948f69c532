import { CoupleRating, SeasonDinner, seasonFigures } from './season-figures';

const dinner = (id: string, date: string, tables: [number | null, string[]][]): SeasonDinner => ({
  id,
  eventDate: new Date(`${date}T19:30:00Z`),
  tables: tables.map(([score, coupleIds]) => ({ score, coupleIds })),
});
const rating = (dinnerId: string, raterCoupleId: string, ratedCoupleId: string, value: number): CoupleRating => ({
  dinnerId,
  raterCoupleId,
  ratedCoupleId,
  rating: value,
});

describe('a season in figures', () => {
  const season = [
    // Listed out of order: the figures follow the dates.
    dinner('d2', '2026-10-08', [
      [72, ['a', 'b', 'e']],
      [55, ['c', 'd']],
    ]),
    dinner('d1', '2026-10-01', [
      [85, ['a', 'b', 'c']],
      [null, ['d', 'e']],
    ]),
    dinner('d3', '2026-10-15', [
      [91, ['a', 'e']],
      [64, ['b', 'd']],
    ]),
  ];

  it('counts the pairs who had already shared a table at an earlier dinner, per week and over the season', () => {
    const figures = seasonFigures(season, [], []);
    expect(figures.weeks).toEqual([
      { week: '2026-09-28', tablePairs: 4, repeatPairs: 0, repeatPairRate: 0 },
      // a-b met at d1; a-e, b-e and c-d did not.
      { week: '2026-10-05', tablePairs: 4, repeatPairs: 1, repeatPairRate: 0.25 },
      // a-e met at d2; b-d never did.
      { week: '2026-10-12', tablePairs: 2, repeatPairs: 1, repeatPairRate: 0.5 },
    ]);
    expect(figures).toMatchObject({ tablePairs: 10, repeatPairs: 2, repeatPairRate: 0.2 });
  });

  it('does not count two tables of the same evening as a repeat', () => {
    expect(
      seasonFigures(
        [
          dinner('d1', '2026-10-01', [
            [80, ['a', 'b']],
            [80, ['a', 'b']],
          ]),
        ],
        [],
        [],
      ).repeatPairs,
    ).toBe(0);
  });

  it('shares the mutual "see you again" pairs among the distinct pairs who shared a table', () => {
    expect(seasonFigures(season, [], [])).toMatchObject({ mutualPairs: 0, mutualShare: 0 });
    // 8 distinct pairs met; a mark between couples who never shared a table does not count.
    const figures = seasonFigures(
      season,
      [],
      [
        { a: 'b', b: 'a' },
        { a: 'c', b: 'd' },
        { a: 'a', b: 'd' },
      ],
    );
    expect(figures).toMatchObject({ mutualPairs: 2, mutualShare: 0.25 });
  });

  it('averages couple-to-couple ratings by the compatibility band of the group they were given in', () => {
    const figures = seasonFigures(
      season,
      [
        rating('d1', 'a', 'b', 5),
        rating('d1', 'b', 'a', 4),
        rating('d3', 'a', 'e', 5),
        rating('d2', 'c', 'd', 2),
        rating('d2', 'd', 'c', 3),
        // Not tablemates at that dinner, an unscored group, oneself: left out.
        rating('d1', 'a', 'd', 1),
        rating('d1', 'd', 'e', 1),
        rating('d1', 'a', 'a', 1),
      ],
      [],
    );
    expect(figures.ratingByScore).toEqual([
      { band: '0-49', minScore: 0, maxScore: 49, ratings: 0, averageRating: null },
      { band: '50-59', minScore: 50, maxScore: 59, ratings: 2, averageRating: 2.5 },
      { band: '60-69', minScore: 60, maxScore: 69, ratings: 0, averageRating: null },
      { band: '70-79', minScore: 70, maxScore: 79, ratings: 0, averageRating: null },
      { band: '80-89', minScore: 80, maxScore: 89, ratings: 2, averageRating: 4.5 },
      { band: '90-100', minScore: 90, maxScore: 100, ratings: 1, averageRating: 5 },
    ]);
    // The unscored group's rating still counts in the mean rating.
    expect(figures.averageCoupleRating).toBeCloseTo(20 / 6);
  });

  it('answers nulls for an empty season', () => {
    expect(seasonFigures([], [], [])).toMatchObject({
      tablePairs: 0,
      repeatPairRate: null,
      mutualPairs: 0,
      mutualShare: null,
      averageCoupleRating: null,
      weeks: [],
    });
  });
});
