import type { MatchingProblem, MatchingSolution } from '../../application/solve-matching';

/** What the app posts to the matching worker: a job's couples in parts, then the job itself (its own couples after the parts'). */
export type SolveMessage = { id: number; couples: MatchingProblem['couples'] } | SolveJob;

export interface SolveJob {
  id: number;
  problem: MatchingProblem;
}

/** What the worker posts back: the solution, or the error's message. */
export type SolveAnswer = { id: number; solution: MatchingSolution } | { id: number; error: string };
