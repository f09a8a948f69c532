/**
 * Polls until the condition holds: tests wait for a state, never for a fixed time. The
 * test's own timeout bounds the wait.
 */
export async function until(condition: () => Promise<boolean>, everyMs = 20): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}
