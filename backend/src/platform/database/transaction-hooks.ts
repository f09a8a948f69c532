import { Injectable } from '@nestjs/common';

export type TransactionHook = () => Promise<void>;

/**
 * Work tied to the end of every outermost unit of work, registered once by platform pieces
 * (the event log): `beforeCommit` runs inside the transaction after the use case's own
 * work, so what it writes commits with it (its locks are the last taken, and held the
 * shortest); `afterCommit` runs once the transaction committed, never after a rollback.
 * An after-commit hook's failure is its own business: it must catch and log, the use case
 * has succeeded.
 */
@Injectable()
export class TransactionHooks {
  private readonly before: TransactionHook[] = [];
  private readonly after: TransactionHook[] = [];

  beforeCommit(hook: TransactionHook): void {
    this.before.push(hook);
  }

  afterCommit(hook: TransactionHook): void {
    this.after.push(hook);
  }

  async runBeforeCommit(): Promise<void> {
    for (const hook of this.before) await hook();
  }

  async runAfterCommit(): Promise<void> {
    for (const hook of this.after) await hook();
  }
}
