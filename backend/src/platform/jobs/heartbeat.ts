/**
 * Calls `beat` every `everyMs` until the returned function is called, so that others can
 * tell a long piece of work still has a live process behind it. A failed beat is reported
 * to `onError`, never thrown: the work goes on, and at worst counts as stale.
 */
export function startHeartbeat(beat: () => Promise<void>, everyMs: number, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => beat().catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
