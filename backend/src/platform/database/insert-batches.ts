/**
 * Rows per INSERT for writes of hundreds of rows (a 2,000-couple dinner's groups, seats,
 * reservations and mails): a few dozen statements, none holding the event loop long
 * (TypeORM builds each statement in one go on it: 500 rows held it for tens of ms).
 */
const ROWS_PER_INSERT = 100;

/** The rows in order, in slices of at most ROWS_PER_INSERT. */
export function insertBatches<T>(rows: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) batches.push(rows.slice(start, start + ROWS_PER_INSERT));
  return batches;
}
