import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';
import { RateLimitHousekeeping } from './rate-limit-housekeeping';
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
  providers: [PostgresThrottlerStorage, RateLimitGuard, RateLimitHousekeeping],
  exports: [ThrottlerModule, RateLimitGuard, PostgresThrottlerStorage],
})
export class RateLimitModule {}
