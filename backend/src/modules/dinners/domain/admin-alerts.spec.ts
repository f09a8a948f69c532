import { alertDue, describeNeeds, needsNothing } from './admin-alerts';

const HOUR = 3_600_000;
const start = new Date('2026-06-01T19:00:00Z');
const before = (ms: number) => new Date(start.getTime() - ms);

describe('the admins’ alert thresholds', () => {
  it.each([
    [25 * HOUR, null],
    [24 * HOUR, 24],
    [7 * HOUR, 24],
    [6 * HOUR, 6],
    [5 * HOUR, 6],
    [HOUR, 1],
    [1, 1],
    [0, null],
    [-HOUR, null],
  ])('%d ms before the start: %s', (ms, due) => {
    expect(alertDue(start, before(ms))).toBe(due);
  });
});

describe('what a dinner needs', () => {
  it('names each thing missing, and nothing when nothing is', () => {
    const needs = { unseatedCouples: 1, groupsWithoutRestaurant: 2, tablesDeclined: 1, tablesUnanswered: 0, tablesAtDeactivatedRestaurants: 0 };
    expect(describeNeeds(needs)).toEqual(['1 paid couple without a group', '2 groups without a restaurant', '1 table declined by the restaurant']);
    expect(needsNothing(needs)).toBe(false);
    expect(needsNothing({ unseatedCouples: 0, groupsWithoutRestaurant: 0, tablesDeclined: 0, tablesUnanswered: 0, tablesAtDeactivatedRestaurants: 0 })).toBe(
      true,
    );
  });

  it('counts a table at a deactivated restaurant as missing', () => {
    const needs = { unseatedCouples: 0, groupsWithoutRestaurant: 0, tablesDeclined: 0, tablesUnanswered: 0, tablesAtDeactivatedRestaurants: 2 };
    expect(describeNeeds(needs)).toEqual(['2 tables at a deactivated restaurant']);
    expect(needsNothing(needs)).toBe(false);
  });
});
