import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { Reads, UnitOfWork } from './unit-of-work';

/** The unit of work over nestjs-cls: the transaction lives in the async context of the call. */
@Injectable()
export class ClsUnitOfWork extends UnitOfWork {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.txHost.withTransaction(work);
  }

  async all<T extends readonly unknown[]>(reads: Reads<T>): Promise<T> {
    if (!this.txHost.isTransactionActive()) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
    const results: unknown[] = [];
    for (const read of reads) results.push(await read());
    return results as unknown as T;
  }
}
