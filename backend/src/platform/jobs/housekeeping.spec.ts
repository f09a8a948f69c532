import { Translator } from '../../kernel/translator';
import { SettableClock } from '../clock/clock';
import { Housekeeping } from './housekeeping';
import { JobCatalog } from './job-catalog';
import { jobsMessages } from './jobs-messages';

describe('Housekeeping', () => {
  const housekeeping = new Housekeeping({} as JobCatalog, new SettableClock(new Date('2026-12-01T18:17:00Z')));
  // Another module's catalogue: each module words the rows it keeps.
  const sessions = new Translator({
    en: { 'test.sessions': '{count, plural, other {# expired sessions}}' },
    fr: { 'test.sessions': '{count, plural, one {# session expirée} other {# sessions expirées}}' },
  });
  housekeeping.register({ label: 'test.sessions', messages: sessions, purge: async () => 1 });
  housekeeping.register({ label: 'jobs.summary.oldOutboxMails', messages: jobsMessages, purge: async () => 0 });
  housekeeping.register({ label: 'jobs.summary.expiredRateLimitCounters', messages: jobsMessages, purge: async () => 3 });

  it("says what it deleted, each kind of row in its module's words, in English and in French", async () => {
    const { parts, text } = await housekeeping.run();
    expect(text).toBe('deleted 1 expired sessions, 3 expired rate-limit counters');
    expect(housekeeping.summarize(parts, 'fr')).toBe('suppression de 1 session expirée, 3 compteurs de limitation de débit expirés');
  });

  it('cannot word a kind of row no module registers any more', () => {
    expect(housekeeping.summarize([{ key: 'test.tokens', values: { count: 2 } }], 'fr')).toBeNull();
  });
});
