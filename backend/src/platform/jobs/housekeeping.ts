import { Injectable, OnModuleInit } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language } from '../../kernel/languages';
import { Translator } from '../../kernel/translator';
import { Clock } from '../clock/clock';
import { JobCatalog } from './job-catalog';
import { countPart, JobSummaries, joinParts, RunSummary, SummaryPart } from './job-summary';
import { jobsMessages } from './jobs-messages';

/** One kind of row that outlives its use, deleted by the module that owns it. */
export interface HousekeepingTask<Key extends string = string> {
  /** What is deleted, for the run summary: a message of the owning module's catalogue taking the `count` ('{count} expired sessions'). */
  readonly label: Key;
  /** The owning module's catalogue, which words the label in each admin's language. */
  readonly messages: Translator<Key>;
  /** Deletes what is past its retention at `now`; answers how many rows went. */
  purge(now: Date): Promise<number>;
}

/** A registered task, its label worded without knowing its module's catalogue. */
interface Task {
  readonly label: string;
  word(part: SummaryPart, language: Language): string | null;
  purge(now: Date): Promise<number>;
}

/**
 * The `platform.housekeeping` job: every module registers the rows it keeps only for a
 * while (expired sessions and tokens, old rate-limit counters, delivered mails, abandoned
 * sign-ups, waitlist entries past the privacy policy's retention), and one hourly run
 * deletes them. Deleting what is past its date is idempotent by nature.
 */
@Injectable()
export class Housekeeping implements OnModuleInit {
  private readonly tasks: Task[] = [];

  constructor(
    private readonly catalog: JobCatalog,
    private readonly clock: Clock,
  ) {}

  register<Key extends string>(task: HousekeepingTask<Key>): void {
    const summaries = new JobSummaries(task.messages);
    this.tasks.push({ label: task.label, word: (part, language) => summaries.word([part], language), purge: (now) => task.purge(now) });
  }

  onModuleInit(): void {
    this.catalog.register({
      name: 'platform.housekeeping',
      describe: (language) => jobsMessages.in(language)('jobs.housekeeping'),
      schedule: '17 * * * *',
      run: () => this.run(),
      summarize: (parts, language) => this.summarize(parts, language),
    });
  }

  async run(): Promise<RunSummary> {
    const now = this.clock.now();
    const parts: SummaryPart[] = [];
    for (const task of this.tasks) parts.push(...countPart(task.label, await task.purge(now)));
    return { parts, text: this.summarize(parts, DEFAULT_LANGUAGE) ?? '' };
  }

  /** 'deleted 12 expired sessions, 3 expired tokens', each kind of row worded by its module; null when no task words a part now. */
  summarize(parts: readonly SummaryPart[], language: Language): string | null {
    if (parts.length === 0) return '';
    const words: string[] = [];
    for (const part of parts) {
      const word = this.tasks.find((task) => task.label === part.key)?.word(part, language);
      if (!word) return null;
      words.push(word);
    }
    return jobsMessages.in(language)('jobs.summary.deleted', { items: joinParts(words) });
  }
}
