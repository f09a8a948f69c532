export { IdentityModule } from './identity.module';
export { BootstrapAdmin } from './application/bootstrap-admin';
export { CurrentUser } from './application/current-user';
export { AdminGuard, SignedInGuard } from './adapters/http/guards';
export type { AuthenticatedRequest } from './adapters/http/guards';
export { PostgresSessionStore } from './adapters/session/postgres-session-store';
export { sessionMiddleware } from './adapters/session/session.middleware';
export type { User } from './domain/user';
