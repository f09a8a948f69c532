import { Translator } from '../../kernel/translator';
import { JobSummaries } from './job-summary';

const summaries = new JobSummaries(
  new Translator({
    en: {
      'test.closed': 'closed {count, plural, one {# dinner} other {# dinners}}',
      'test.refunded': 'refunded {count, plural, one {# booking} other {# bookings}}',
    },
    fr: {
      'test.closed': '{count, plural, one {# dîner clos} other {# dîners clos}}',
      'test.refunded': '{count, plural, one {# réservation remboursée} other {# réservations remboursées}}',
    },
  }),
);

describe('JobSummaries', () => {
  it('records the counts that are not zero as parts, in the order given, with their English words', () => {
    expect(summaries.of({ 'test.closed': 2, 'test.refunded': 0 })).toEqual({ parts: [{ key: 'test.closed', values: { count: 2 } }], text: 'closed 2 dinners' });
    expect(summaries.of({ 'test.closed': 0 })).toEqual({ parts: [], text: '' });
  });

  it("words the parts in the reader's language, one and many, joined alike", () => {
    const { parts } = summaries.of({ 'test.closed': 1, 'test.refunded': 3 });
    expect(summaries.word(parts, 'en')).toBe('closed 1 dinner, refunded 3 bookings');
    expect(summaries.word(parts, 'fr')).toBe('1 dîner clos, 3 réservations remboursées');
  });

  it('cannot word a part an earlier version recorded with a key or numbers the catalogue no longer has', () => {
    expect(summaries.word([{ key: 'test.closed', values: { dinners: 1 } }], 'fr')).toBeNull();
    expect(
      summaries.word(
        [
          { key: 'test.closed', values: { count: 1 } },
          { key: 'test.gone', values: { count: 1 } },
        ],
        'fr',
      ),
    ).toBeNull();
  });
});
