/** The source of the current time. Domain and application code never call `new Date()` directly. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock tests can set and move, so deadlines, reveals and expiries can be exercised. */
export class SettableClock extends Clock {
  private current: Date;

  constructor(start: Date = new Date()) {
    super();
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date): void {
    this.current = new Date(at);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

/**
 * The system clock moved forward by what a development caller asked (`POST /api/dev/clock`,
 * DEV_CLOCK=shiftable, never in production): a browser journey takes a running app through a
 * dinner's start without waiting for it. Time keeps running from there.
 */
export class ShiftableClock extends Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(milliseconds: number): void {
    this.offsetMs += milliseconds;
  }
}
