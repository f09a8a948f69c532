/**
 * Runs a use case in one database transaction, whatever modules it touches. Repositories
 * reach the database through `TransactionalDb`, so every write inside `run` joins the
 * ambient transaction; a nested `run` joins the outer one. No module ever hands another
 * its EntityManager.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
