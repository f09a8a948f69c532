export { IdentityModule } from './identity.module';
export { BootstrapAdmin } from './application/bootstrap-admin';
export { CurrentUser } from './application/current-user';
/** For couple-profile's signup and demo data: the member accounts of a new couple. */
export { AccountRegistration } from './application/account-registration';
export type { DescribedPartner, PrimaryMemberInput } from './application/account-registration';
/** For dinners, payments, matching: members, booking eligibility, late cancellations. */
export { MemberAccounts } from './application/member-accounts';
export type { CoupleMember } from './application/member-accounts';
export type { CancellationRecord } from './domain/late-cancellation';
export { AdminGuard, SignedInGuard, VerifiedGuard } from './adapters/http/guards';
export type { AuthenticatedRequest } from './adapters/http/guards';
export { CurrentUserDto } from './adapters/http/current-user.dto';
export { EMAIL_FORMAT_MESSAGE, EmailField } from './adapters/http/email-field';
export { PostgresSessionStore } from './adapters/session/postgres-session-store';
export { sessionMiddleware } from './adapters/session/session.middleware';
export { startSession } from './adapters/session/session-lifecycle';
export { EmailNotVerifiedError, ServiceTerminatedError } from './domain/identity-errors';
export type { User } from './domain/user';
/** Erasure, export and purge: every module binds a holder of its rows about people (`personalDataHolder`). */
export { PersonalDataHolder, personalDataHolder } from './application/personal-data';
export type { DataSubject, PersonalDataExport, PurgeCounts } from './application/personal-data';
/** For the support module's customer lookup: users by id, email or name. */
export { AdminUserDirectory } from './application/admin-user-directory';
export type { AdminUserRecord } from './application/admin-user-directory';
