import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DatabaseTarget, dataSourceOptions } from './data-source-options';
import { DatabaseHealth } from './database-health';
import { runMigrationsLocked } from './run-migrations';

@Module({})
export class DatabaseModule {
  /** `connect: false` builds the app without a database (used to write openapi.yaml). */
  static forRoot(target: DatabaseTarget, connect = true): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
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
        }),
      ],
      providers: [DatabaseHealth],
      exports: [DatabaseHealth],
    };
  }
}
