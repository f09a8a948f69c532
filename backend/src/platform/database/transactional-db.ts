import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import { changeRows, selectRows, Sql } from './sql';

/**
 * The one way a persistence adapter reaches the database: inside `UnitOfWork.run` it is
 * the ambient transaction, outside it a plain connection. Repositories never open
 * transactions themselves; the use case decides the boundary.
 */
@Injectable()
export class TransactionalDb {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  get manager(): EntityManager {
    return this.txHost.tx;
  }

  repository<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>): Repository<Entity> {
    return this.txHost.tx.getRepository(entity);
  }

  /** The rows of a typed-SQL read (see sql.ts), typed by the caller's row interface. */
  rows<Row>(query: Sql): Promise<Row[]> {
    return selectRows<Row>(this.txHost.tx, query);
  }

  /** A typed-SQL UPDATE or DELETE: the rows it returned and how many it changed. */
  change<Row = never>(query: Sql): Promise<{ rows: Row[]; count: number }> {
    return changeRows<Row>(this.txHost.tx, query);
  }
}
