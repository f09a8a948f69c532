import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { extname, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { MatchingSolver } from '../../application/matching-solver';
import type { MatchingProblem, MatchingSolution } from '../../application/solve-matching';
import type { SolveAnswer, SolveMessage } from './solve-job';

/** Couples per message to the worker. */
const POST_SLICE = 250;

interface Pending {
  resolve: (solution: MatchingSolution) => void;
  reject: (error: Error) => void;
}

/**
 * Solves on a worker thread, so that a solve of seconds never holds up the requests the
 * process serves (issue 25: /api/health took as long as a 2,000-couple solve). One worker,
 * started at the first solve and kept (loading the engine costs a few hundred ms), solves
 * the jobs in turn; it keeps the process alive only while a job is pending. A worker that
 * dies fails its pending jobs and is replaced at the next solve.
 */
@Injectable()
export class WorkerThreadMatchingSolver extends MatchingSolver implements OnModuleDestroy {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  async solve(problem: MatchingProblem): Promise<MatchingSolution> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    const solved = new Promise<MatchingSolution>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // Awaited below; a worker dying while the couples are still being posted must not count as an unhandled rejection meanwhile.
    solved.catch(() => undefined);
    worker.ref();
    // The couples go in parts, a turn of the event loop between them: cloning a 2,000-couple dinner in one message held the event loop for tens of ms.
    try {
      const { couples } = problem;
      let start = 0;
      for (; start + POST_SLICE < couples.length; start += POST_SLICE) {
        worker.postMessage({ id, couples: couples.slice(start, start + POST_SLICE) } satisfies SolveMessage);
        await nextTurn();
      }
      worker.postMessage({ id, problem: { ...problem, couples: couples.slice(start) } } satisfies SolveMessage);
    } catch (error) {
      // A problem that cannot be posted (not an array of couples, not cloneable) fails alone.
      this.settle(worker, id)?.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return solved;
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = startWorker();
    worker.on('message', (answer: SolveAnswer) => {
      const job = this.settle(worker, answer.id);
      if ('error' in answer) job?.reject(new Error(answer.error));
      else job?.resolve(answer.solution);
    });
    worker.on('error', (error) => this.stopped(worker, error));
    worker.on('exit', (code) => this.stopped(worker, new Error(`The matching worker stopped (exit code ${code}).`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** The job, no longer pending; the worker stops keeping the process alive once no job is. */
  private settle(worker: Worker, id: number): Pending | undefined {
    const job = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) worker.unref();
    return job;
  }

  private stopped(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = null;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }
}

/**
 * The built app runs dist/…/matching-worker.js. Under ts-node (npm run dev) and jest the
 * sources are TypeScript, which a worker thread does not inherit a compiler for: it
 * registers tsx (a dev dependency, like the sources) before loading the worker.
 */
function startWorker(): Worker {
  const extension = extname(__filename);
  const entry = join(__dirname, `matching-worker${extension}`);
  if (extension === '.js') return new Worker(entry);
  return new Worker(`require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(entry)});`, { eval: true });
}
