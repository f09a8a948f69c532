import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseTarget, dataSourceOptions } from './data-source-options';
import { DatabaseHealth } from './database-health';

@Module({})
export class DatabaseModule {
  /** `connect: false` builds the app without a database (used to write openapi.yaml). */
  static forRoot(target: DatabaseTarget, connect = true): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [TypeOrmModule.forRoot({ ...dataSourceOptions(target), manualInitialization: !connect, migrationsRun: connect })],
      providers: [DatabaseHealth],
      exports: [DatabaseHealth],
    };
  }
}
