import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager } from 'typeorm';
import { TransactionHooks } from './transaction-hooks';
import { TransactionQueue } from './transaction-queue';
import { Reads, UnitOfWork } from './unit-of-work';

/** The unit of work over nestjs-cls: the transaction lives in the async context of the call. */
@Injectable()
export class ClsUnitOfWork extends UnitOfWork {
  /** The work each open transaction left for after its commit, keyed by its EntityManager. */
  private readonly committed = new WeakMap<EntityManager, (() => Promise<void>)[]>();

  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly hooks: TransactionHooks,
    private readonly queue: TransactionQueue,
  ) {
    super();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    // A nested run joins the outer transaction, whose end is the outer run's.
    if (this.txHost.isTransactionActive()) return this.txHost.withTransaction(work);
    let manager: EntityManager | undefined;
    // The slot is given back before the after-commit hooks, which may run transactions of their own.
    const result = await this.queue.run(() =>
      this.txHost.withTransaction(async () => {
        manager = this.txHost.tx;
        const done = await work();
        await this.hooks.runBeforeCommit();
        return done;
      }),
    );
    await this.hooks.runAfterCommit();
    const after = manager ? this.committed.get(manager) : undefined;
    if (manager) this.committed.delete(manager);
    for (const job of after ?? []) await job();
    return result;
  }

  async afterCommit(work: () => Promise<void>): Promise<void> {
    if (!this.txHost.isTransactionActive()) return work();
    const jobs = this.committed.get(this.txHost.tx) ?? [];
    jobs.push(work);
    this.committed.set(this.txHost.tx, jobs);
  }

  async all<T extends readonly unknown[]>(reads: Reads<T>): Promise<T> {
    if (!this.txHost.isTransactionActive()) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
    const results: unknown[] = [];
    for (const read of reads) results.push(await read());
    return results as unknown as T;
  }
}
