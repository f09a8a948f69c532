import { DynamicModule, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { DataSource } from 'typeorm';
import { ClsUnitOfWork } from './cls-unit-of-work';
import { DatabaseTarget, dataSourceOptions } from './data-source-options';
import { DatabaseHealth } from './database-health';
import { runMigrationsLocked } from './run-migrations';
import { TransactionalDb } from './transactional-db';
import { UnitOfWork } from './unit-of-work';

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
      providers: [DatabaseHealth, TransactionalDb, { provide: UnitOfWork, useClass: ClsUnitOfWork }],
      exports: [DatabaseHealth, TransactionalDb, UnitOfWork],
    };
  }
}
