import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { AuditModule } from './platform/audit/audit.module';
import { ClockModule } from './platform/clock/clock.module';
import { Clock } from './platform/clock/clock';
import { DatabaseModule } from './platform/database/database.module';
import { DatabaseTarget } from './platform/database/data-source-options';
import { EventsModule } from './platform/events/events.module';
import { DemoDataModule } from './platform/demo/demo-data.module';
import { HealthModule } from './platform/health/health.module';
import { IdempotencyModule } from './platform/idempotency/idempotency.module';
import { JobsModule } from './platform/jobs/jobs.module';
import { MailModule } from './platform/mail/mail.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { AllExceptionsFilter } from './platform/http/all-exceptions.filter';
import { ApiKeyRoutesGuard } from './platform/http/api-key-routes';
import { JsonLogger } from './platform/logging/json-logger';
import { IdentityModule } from './modules/identity';
import { CitiesModule } from './modules/cities';
import { IntegrationsModule } from './modules/integrations';
import { CoupleProfileModule } from './modules/couple-profile';
import { DinnersAdminModule, DinnersLifecycleModule, DinnersModule } from './modules/dinners';
import { MatchingAdminModule, MatchingModule } from './modules/matching';
import { RestaurantsAdminModule, RestaurantsModule } from './modules/restaurants';
import { PaymentsModule } from './modules/payments';
import { SupportModule } from './modules/support';
import { ConsentModule } from './modules/consent';
import { OperationsModule } from './modules/operations';
import { SafetyModule } from './modules/safety';

export interface AppModuleOptions {
  config: AppConfig;
  database: DatabaseTarget;
  /** false: build without touching the database (writing openapi.yaml). */
  connectDatabase?: boolean;
  logger: JsonLogger;
  clock?: Clock;
}

@Module({})
export class AppModule {
  static register({ config, database, connectDatabase = true, logger, clock }: AppModuleOptions): DynamicModule {
    // Modules below dinners get what only dinners knows through their own ports, bound by DinnersModule (docs/architecture.md).
    const matchingRuns = MatchingAdminModule.register({ dinners: DinnersModule });
    // Dinners gets the one thing it needs from payments, above it, the same way.
    const dinnersAdmin = DinnersAdminModule.register({ refunds: PaymentsModule });
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(config, clock),
        DatabaseModule.forRoot(database, connectDatabase),
        JobsModule.forRoot(connectDatabase && config.get('jobsEnabled')),
        MailModule.forRoot(config),
        EventsModule,
        AuditModule,
        DemoDataModule,
        RateLimitModule,
        IdempotencyModule,
        HealthModule,
        IdentityModule,
        CitiesModule,
        IntegrationsModule,
        CoupleProfileModule,
        DinnersModule,
        dinnersAdmin,
        DinnersLifecycleModule.register({ matching: matchingRuns, admin: dinnersAdmin }),
        MatchingModule,
        matchingRuns,
        RestaurantsModule,
        RestaurantsAdminModule.register({ dinners: DinnersModule }),
        PaymentsModule,
        SupportModule,
        ConsentModule,
        OperationsModule,
        SafetyModule,
      ],
      providers: [
        { provide: APP_FILTER, useValue: new AllExceptionsFilter(logger) },
        { provide: APP_GUARD, useClass: ApiKeyRoutesGuard },
      ],
    };
  }
}
