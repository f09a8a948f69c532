import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { MatchingProblem, solveMatching } from '../../application/solve-matching';
import type { SolveAnswer, SolveJob, SolveMessage } from './solve-job';

/** The worker's niceness: requests come first when the cores are busy. */
const WORKER_NICENESS = 10;

/**
 * The matching worker thread: solves each problem posted to it, one after another, and
 * posts the solution back. It holds no state between jobs.
 *
 * On Linux a thread has its own niceness (setpriority with pid 0 applies to the calling
 * thread), so this lowers the solve's priority only, never the requests': on a machine
 * with busy cores, the thread serving requests gets a core before the solve does.
 * Lowering one's priority needs no privilege; where it fails, the solve runs as it is.
 */
try {
  setPriority(WORKER_NICENESS);
} catch {
  // No such priority on this platform: the worker runs at the process's priority.
}

/** Couples of the jobs still being posted, by job. */
const couplesOf = new Map<number, MatchingProblem['couples']>();

parentPort!.on('message', (message: SolveMessage) => {
  if ('couples' in message) {
    couplesOf.set(message.id, [...(couplesOf.get(message.id) ?? []), ...message.couples]);
    return;
  }
  solve(message);
});

function solve(job: SolveJob): void {
  const posted = couplesOf.get(job.id) ?? [];
  couplesOf.delete(job.id);
  let answer: SolveAnswer;
  try {
    answer = { id: job.id, solution: solveMatching({ ...job.problem, couples: [...posted, ...job.problem.couples] }, () => performance.now()) };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
}
