import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { BootstrapAdmin } from './application/bootstrap-admin';
import { CurrentUser } from './application/current-user';
import { PasswordHasher } from './application/password-hasher';
import { UserRepository } from './application/user.repository';
import { BcryptPasswordHasher } from './adapters/bcrypt/bcrypt-password-hasher';
import { IdentityDemoData } from './adapters/demo/identity-demo-data';
import { AdminGuard, SignedInGuard } from './adapters/http/guards';
import { SessionController } from './adapters/http/session.controller';
import { TypeOrmUserRepository } from './adapters/persistence/typeorm-user.repository';
import { UserOrmEntity } from './adapters/persistence/user.orm-entity';
import { PostgresSessionStore } from './adapters/session/postgres-session-store';
import { SessionCleanupJob } from './adapters/session/session-cleanup.job';

@Module({
  imports: [TypeOrmModule.forFeature([UserOrmEntity])],
  controllers: [SessionController],
  providers: [
    { provide: UserRepository, useClass: TypeOrmUserRepository },
    { provide: PasswordHasher, inject: [AppConfig], useFactory: (config: AppConfig) => new BcryptPasswordHasher(config.get('bcryptCost')) },
    BootstrapAdmin,
    CurrentUser,
    SignedInGuard,
    AdminGuard,
    PostgresSessionStore,
    SessionCleanupJob,
    IdentityDemoData,
  ],
  exports: [BootstrapAdmin, CurrentUser, SignedInGuard, AdminGuard, PostgresSessionStore],
})
export class IdentityModule {}
