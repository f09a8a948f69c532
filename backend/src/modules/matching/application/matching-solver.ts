import { MatchingProblem, MatchingSolution, solveMatching } from './solve-matching';

/**
 * Port: solves a matching problem. A 2,000-couple solve takes seconds of CPU; the app binds
 * a worker-thread adapter so that the process serving requests never waits for it.
 */
export abstract class MatchingSolver {
  abstract solve(problem: MatchingProblem): Promise<MatchingSolution>;
}

/** Solves on the calling thread: for unit tests, scripts and the benchmarks of the engine itself. */
export class InProcessMatchingSolver extends MatchingSolver {
  solve(problem: MatchingProblem): Promise<MatchingSolution> {
    // The search's time budget is compute time, so a monotonic stopwatch rather than the business Clock (which tests freeze).
    return Promise.resolve(solveMatching(problem, () => performance.now()));
  }
}
