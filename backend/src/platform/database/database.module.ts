import { DynamicModule, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { DataSource } from 'typeorm';
import { ClsUnitOfWork } from './cls-unit-of-work';
import { DatabaseTarget, dataSourceOptions, poolSize } from './data-source-options';
import { DatabaseHealth } from './database-health';
import { runMigrationsLocked } from './run-migrations';
import { TransactionHooks } from './transaction-hooks';
import { TransactionQueue } from './transaction-queue';
import { TransactionalDb } from './transactional-db';
import { UnitOfWork } from './unit-of-work';

/** How long a transaction may wait for its turn before the call answers 503: a booking rush's queue drains in seconds. */
const TRANSACTION_WAIT_LIMIT_MS = 30_000;

/**
 * As many transactions at once as the pool has connections: a transaction may read beside
 * its own connection (a port outside the unit of work), so fewer slots could leave it waiting
 * for a connection the queue keeps; the ones beyond wait here, not on the pool's short timeout.
 */
function transactionQueue(target: DatabaseTarget): TransactionQueue {
  return new TransactionQueue(poolSize(target), TRANSACTION_WAIT_LIMIT_MS);
}

@Module({})
export class DatabaseModule {
  /** `connect: false` builds the app without a database (used to write openapi.yaml). */
  static forRoot(target: DatabaseTarget, connect = true): DynamicModule {
    const typeOrm = TypeOrmModule.forRootAsync({
      useFactory: () => ({ ...dataSourceOptions(target), manualInitialization: !connect }),
      // Migrations run before anything can use the data source, one instance at a time.
      dataSourceFactory: async (options) => {
        const dataSource = new DataSource(options!);
        if (!connect) return dataSource;
        await dataSource.initialize();
        try {
          await runMigrationsLocked(dataSource);
        } catch (error) {
          await dataSource.destroy(); // the module retries with a new data source
          throw error;
        }
        return dataSource;
      },
    });
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        typeOrm,
        ClsModule.forRoot({
          global: true,
          plugins: [new ClsPluginTransactional({ adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: getDataSourceToken() }) })],
        }),
      ],
      providers: [
        DatabaseHealth,
        TransactionalDb,
        TransactionHooks,
        { provide: TransactionQueue, useValue: transactionQueue(target) },
        { provide: UnitOfWork, useClass: ClsUnitOfWork },
      ],
      exports: [DatabaseHealth, TransactionalDb, TransactionHooks, UnitOfWork],
    };
  }
}
