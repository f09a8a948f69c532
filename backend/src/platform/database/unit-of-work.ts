/** Reads given to `UnitOfWork.all`: functions, so that none starts before its turn. */
export type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs a use case in one database transaction, whatever modules it touches. Repositories
 * reach the database through `TransactionalDb`, so every write inside `run` joins the
 * ambient transaction; a nested `run` joins the outer one. No module ever hands another
 * its EntityManager.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;

  /**
   * `work` once the current transaction committed (at once outside one; never after a
   * rollback): a call to the outside world that must not happen for a change that did not
   * (the payment provider's refund for a claim recorded in the transaction). Its failure is
   * its own: it must catch and log, the transaction has committed.
   */
  abstract afterCommit(work: () => Promise<void>): Promise<void>;

  /**
   * Independent reads side by side (each on its own pooled connection), or one after another
   * inside a transaction: its one connection cannot run two queries at once (pg queues them
   * with a deprecation warning, and pg 9 refuses them). Code that may run in either place
   * reads through this instead of `Promise.all`.
   */
  abstract all<T extends readonly unknown[]>(reads: Reads<T>): Promise<T>;
}
