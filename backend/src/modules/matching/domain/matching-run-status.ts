/** A matching run's states: a dinner has at most one 'running' run at a time (uq_matching_runs_running). */
export const MATCHING_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type MatchingRunStatus = (typeof MATCHING_RUN_STATUSES)[number];
