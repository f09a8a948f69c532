/**
 * Runs one dinner's step after another so that a dinner that fails does not hold up the
 * others; the failures are raised together at the end, so the job run is recorded as
 * failed (and retried on the next tick) with what went wrong for which dinner.
 */
export async function forEachDinner(dinnerIds: string[], step: (dinnerId: string) => Promise<void>): Promise<void> {
  const failures: string[] = [];
  for (const dinnerId of dinnerIds) {
    try {
      await step(dinnerId);
    } catch (error) {
      failures.push(`dinner ${dinnerId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join('; '));
}
