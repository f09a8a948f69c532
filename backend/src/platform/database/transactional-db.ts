import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';

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
}
