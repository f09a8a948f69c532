import { parentPort } from 'node:worker_threads';
import { solveMatching } from '../../application/solve-matching';
import type { SolveAnswer, SolveJob } from './solve-job';

/**
 * The matching worker thread: solves each problem posted to it, one after another, and
 * posts the solution back. It holds no state between jobs.
 */
parentPort!.on('message', (job: SolveJob) => {
  let answer: SolveAnswer;
  try {
    answer = { id: job.id, solution: solveMatching(job.problem, () => performance.now()) };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
