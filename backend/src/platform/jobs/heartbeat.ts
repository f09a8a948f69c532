/**
 * Starts heartbeats: calls `beat` every `everyMs` until the returned function is called, so
 * that others can tell a long piece of work still has a live process behind it. A failed beat
 * is reported to `onError`, never thrown: the work goes on, and at worst counts as stale.
 * A port, so that a unit test beats by hand instead of waiting on (or faking) timers.
 */
export abstract class Heartbeats {
  abstract start(beat: () => Promise<void>, everyMs: number, onError: (error: unknown) => void): () => void;
}

export class IntervalHeartbeats extends Heartbeats {
  start(beat: () => Promise<void>, everyMs: number, onError: (error: unknown) => void): () => void {
    const timer = setInterval(() => beat().catch(onError), everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
