import {
  concernsReporter,
  isOverdue,
  mayAppeal,
  noShowSuspensionReason,
  queueOrder,
  ReportCategory,
  reportsOpen,
  ReportStatus,
  statusAfter,
} from './safety-policy';

const HOUR = 3_600_000;
const NOW = new Date('2026-06-10T12:00:00Z');
const report = (category: ReportCategory, status: ReportStatus, hoursAgo: number) => ({
  category,
  status,
  createdAt: new Date(NOW.getTime() - hoursAgo * HOUR),
});

describe('safety policy', () => {
  it('opens reports once the dinner has started and the couple sat with others', () => {
    expect(reportsOpen({ started: false, tablemateCoupleIds: ['b'] })).toBe(false);
    expect(reportsOpen({ started: true, tablemateCoupleIds: [] })).toBe(false);
    expect(reportsOpen({ started: true, tablemateCoupleIds: ['b'] })).toBe(true);
  });

  it('puts open "unsafe" reports on top, then the newest first', () => {
    const reports = [
      report('other', 'open', 1),
      report('unsafe', 'open', 30),
      report('unsafe', 'dismissed', 0.5),
      report('very_late', 'open', 2),
      report('unsafe', 'open', 3),
    ];
    expect([...reports].sort(queueOrder).map((r) => [r.category, r.status, (NOW.getTime() - r.createdAt.getTime()) / HOUR])).toEqual([
      ['unsafe', 'open', 3],
      ['unsafe', 'open', 30],
      ['unsafe', 'dismissed', 0.5],
      ['other', 'open', 1],
      ['very_late', 'open', 2],
    ]);
  });

  it('marks a report overdue when it is still open more than 24 hours after it came in', () => {
    expect(isOverdue(report('other', 'open', 24), NOW)).toBe(false);
    expect(isOverdue(report('other', 'open', 24.01), NOW)).toBe(true);
    expect(isOverdue(report('other', 'warned', 48), NOW)).toBe(false);
  });

  it.each([
    ['dismiss', 'dismissed', true],
    ['warn', 'warned', false],
    ['suspend', 'suspended', false],
    ['terminate', 'terminated', false],
  ] as const)('%s leaves the report %s and concerns the reporter: %s', (action, status, reporter) => {
    expect(statusAfter(action)).toBe(status);
    expect(concernsReporter(action)).toBe(reporter);
  });

  it('lets a suspension be answered once, while it is in force', () => {
    const until = new Date(NOW.getTime() + 24 * HOUR);
    expect(mayAppeal({ until, appealedAt: null }, NOW)).toBe(true);
    expect(mayAppeal({ until, appealedAt: NOW }, NOW)).toBe(false);
    expect(mayAppeal({ until, appealedAt: null }, until)).toBe(false);
  });
});

describe('the no-show rule', () => {
  it('says how many no-shows in how many months suspended the couple', () => {
    expect(noShowSuspensionReason(2, 12)).toBe('2 no-shows in 12 months: your couple was marked as not coming to dinners you had booked.');
  });
});
