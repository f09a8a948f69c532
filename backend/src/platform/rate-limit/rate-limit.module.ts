import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';
import { RateLimitCleanupJob } from './rate-limit-cleanup.job';
import { RateLimitGuard } from './rate-limit.guard';

@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [DataSource, Clock],
      useFactory: (dataSource: DataSource, clock: Clock) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: 60 }],
        storage: new PostgresThrottlerStorage(dataSource, clock),
      }),
    }),
  ],
  providers: [PostgresThrottlerStorage, RateLimitGuard, RateLimitCleanupJob],
  exports: [ThrottlerModule, RateLimitGuard],
})
export class RateLimitModule {}
