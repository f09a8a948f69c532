import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { MatchingSolver } from '../../application/matching-solver';
import type { MatchingProblem, MatchingSolution } from '../../application/solve-matching';
import type { SolveAnswer, SolveJob } from './solve-job';

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

  solve(problem: MatchingProblem): Promise<MatchingSolution> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<MatchingSolution>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, problem } satisfies SolveJob);
    });
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = startWorker();
    worker.on('message', (answer: SolveAnswer) => {
      const job = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in answer) job?.reject(new Error(answer.error));
      else job?.resolve(answer.solution);
    });
    worker.on('error', (error) => this.stopped(worker, error));
    worker.on('exit', (code) => this.stopped(worker, new Error(`The matching worker stopped (exit code ${code}).`)));
    worker.unref();
    this.worker = worker;
    return worker;
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
