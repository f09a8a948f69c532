import { DEFAULT_LANGUAGE, Language } from '../../kernel/languages';
import { Translator } from '../../kernel/translator';

/**
 * One thing a run did, as data: a message of its module's catalogue and the numbers it takes
 * (`{ key: 'dinners.jobSummary.closed', values: { count: 2 } }`). Recorded with the run and
 * worded when read, so that each admin reads it in their own language.
 */
export interface SummaryPart {
  readonly key: string;
  readonly values: Readonly<Record<string, number>>;
}

/** What a run did: its parts, and their English words for the log and the run's text ('' when nothing was due). */
export interface RunSummary {
  readonly parts: readonly SummaryPart[];
  readonly text: string;
}

/** A summary's worded parts, joined alike in every language: 'closed 2 dinners, refunded 3 bookings'. */
export function joinParts(words: readonly string[]): string {
  return words.join(', ');
}

/** The part saying a run did `count` of something; none when it did none. */
export function countPart(key: string, count: number): SummaryPart[] {
  return count > 0 ? [{ key, values: { count } }] : [];
}

/** The run summaries of one module's jobs, worded with its catalogue, whose summary messages each take a `count`. */
export class JobSummaries<Key extends string> {
  constructor(private readonly messages: Translator<Key>) {}

  /** The summary of a run that did these counts of things, in the order given; a count of zero says nothing. */
  of(counts: Partial<Record<Key, number>>): RunSummary {
    const parts = Object.entries<number | undefined>(counts).flatMap(([key, count]) => countPart(key, count ?? 0));
    const t = this.messages.in(DEFAULT_LANGUAGE);
    // Not `word`: a message of this version that cannot word its own count is a bug, to fail the run on.
    return { parts, text: joinParts(parts.map(({ key, values }) => t(key as Key, values))) };
  }

  /**
   * The parts in the reader's language; null when this version cannot word one that an earlier
   * version recorded (its key dropped, or its placeholders renamed): the run's English text is shown instead.
   */
  word(parts: readonly SummaryPart[], language: Language): string | null {
    const t = this.messages.in(language);
    const words: string[] = [];
    for (const { key, values } of parts) {
      if (!this.messages.has(key)) return null;
      try {
        words.push(t(key, values));
      } catch {
        return null; // a placeholder the recorded values do not fill
      }
    }
    return joinParts(words);
  }
}
