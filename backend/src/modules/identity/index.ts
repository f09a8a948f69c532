export { IdentityModule } from './identity.module';
export { BootstrapAdmin } from './application/bootstrap-admin';
export type { SignedInProfile } from './application/current-user';
/** For mails to the admins (a dinner that needs a human). */
export { AdminDirectory, type AdminContact } from './application/admin-directory';
/** For couple-profile's signup and demo data: the member accounts of a new couple. */
export { AccountRegistration } from './application/account-registration';
export type { DescribedPartner, PrimaryMemberInput } from './application/account-registration';
export { RepeatedSignup } from './application/repeated-signup';
/** For dinners, payments, matching: a couple's members. */
export { MemberAccounts } from './application/member-accounts';
export type { CoupleMember } from './application/member-accounts';
export type { CouplePerson } from './application/user.repository';
/** Bound by couple-profile, which knows where a couple lives: its city's default language is its members'. */
export { CoupleCities } from './application/couple-cities';
/** Bound by dinners, whose rule it is. */
export { ServiceStanding } from './application/service-standing';
export type { CoupleStandingView, MemberStanding } from './application/service-standing';
export type { Caller } from './domain/caller';
export { AdminGuard, SignedInGuard } from './adapters/http/guards';
export { SignedIn } from './adapters/http/access.decorators';
/** Every admin route declares what it needs: `@AdminPermission('dinners:write', { param: 'dinnerId', of: 'dinner' })`. */
export { AdminPermission } from './adapters/http/admin-permission.decorator';
export { ADMIN_PERMISSION, ADMIN_PERMISSION_EXTENSION } from './adapters/http/admin-permission.metadata';
/** A paged admin list takes the city manager's cities into its query: `@AdminCityLimit() cities: readonly string[] | undefined`. */
export { AdminCityLimit } from './adapters/http/admin-city-limit.decorator';
export type { AdminPermissionName, AdminRole } from './domain/admin-access';
export type { AuthenticatedRequest } from './adapters/http/guards';
export { CurrentUserDto } from './adapters/http/current-user.dto';
export { PostgresSessionStore } from './adapters/session/postgres-session-store';
export { sessionMiddleware } from './adapters/session/session.middleware';
/** For the client's pages prerendered for visitors: whether a request carries the session cookie. */
export { sessionCookie, SESSION_COOKIE_NAME, SESSION_IDLE_TIMEOUT_MS, SESSION_LIFETIME_MS } from './adapters/session/session-data';
export { startSession } from './adapters/session/session-lifecycle';
export { isEmailAlreadyRegistered } from './domain/identity-errors';
/** Erasure, export and purge: every module binds a holder of its rows about people (`personalDataHolder`). */
export { PersonalDataHolder, personalDataHolder } from './application/personal-data';
export type { DataSubject, PersonalDataExport, PurgeCounts } from './application/personal-data';
/** Modules keyed on a member's email follow a change of it (`accountEmailFollower`). */
export { AccountEmailFollower, accountEmailFollower } from './application/account-email-followers';
/** Bound by consent: the marketing opt-in given at registration, and shown in the admin user record. */
export { MarketingConsent } from './application/marketing-consent';
export type { MarketingOptInSource } from './application/marketing-consent';
/** For the support module's customer lookup: users by id, email or name. */
export { AdminUsers } from './application/admin-users';
/** For the admin analytics: Active Users. */
export { SignInActivity } from './application/sign-in-activity';
export type { AdminUserRecord } from './application/admin-user-directory';
