import { SupportInvitationsController } from './adapters/http/support-invitations.controller';
import { ResendInvitationForSupport } from './application/resend-invitation-for-support';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../../platform/config/app-config';
import { AccountEmails } from './application/account-emails';
import { AdminDirectory } from './application/admin-directory';
import { AdminUserDirectory } from './application/admin-user-directory';
import { AdminUsers } from './application/admin-users';
import { SignInActivity } from './application/sign-in-activity';
import { DeleteUser } from './application/delete-user';
import { OwnAccount } from './application/own-account';
import { PersonalDataHolders, personalDataHolder } from './application/personal-data';
import { PurgeData } from './application/purge-data';
import { AccountRegistration } from './application/account-registration';
import { AuthTokenRepository } from './application/auth-token.repository';
import { Authentication } from './application/authentication';
import { BootstrapAdmin } from './application/bootstrap-admin';
import { CurrentUser } from './application/current-user';
import { EmailVerification } from './application/email-verification';
import { MagicLinks } from './application/magic-links';
import { MemberAccounts } from './application/member-accounts';
import { PartnerOnboarding } from './application/partner-onboarding';
import { PasswordAttempts } from './application/password-attempts';
import { PasswordHasher } from './application/password-hasher';
import { ChangePassword } from './application/change-password';
import { AccountSettingsController } from './adapters/http/account-settings.controller';
import { EmailChangeLinkController } from './adapters/http/email-change-link.controller';
import { AccountEmailFollowers } from './application/account-email-followers';
import { AccountSettings } from './application/account-settings';
import { MemberLanguages } from './application/member-languages';
import { OwnDetails } from './application/own-details';
import { PartnerDescriptionChange } from './application/partner-description';
import { ChangeSignInEmail } from './application/change-sign-in-email';
import { ProvenAddress } from './application/proven-address';
import { RepeatedSignup } from './application/repeated-signup';
import { PasswordReset } from './application/password-reset';
import { PendingPartnerRepository } from './application/pending-partner.repository';
import { SignInAttemptRecords } from './application/sign-in-attempt-records';
import { Tokens } from './application/tokens';
import { UserRepository } from './application/user.repository';
import { UserSessions } from './application/user-sessions';
import { BcryptPasswordHasher } from './adapters/bcrypt/bcrypt-password-hasher';
import { IdentityDemoData } from './adapters/demo/identity-demo-data';
import { AdminUsersController } from './adapters/http/admin-users.controller';
import { OwnDataController } from './adapters/http/own-data.controller';
import { IdentityPersonalData } from './adapters/persistence/identity-personal-data';
import { TypeOrmAdminUserDirectory } from './adapters/persistence/typeorm-admin-user-directory';
import { PlatformPersonalData } from './adapters/platform/platform-personal-data';
import { AdminAuthController } from './adapters/http/admin-auth.controller';
import { AuthController } from './adapters/http/auth.controller';
import { AdminGuard, SignedInGuard } from './adapters/http/guards';
import { PartnerController } from './adapters/http/partner.controller';
import { SessionController } from './adapters/http/session.controller';
import { TypeOrmAuthTokenRepository } from './adapters/persistence/typeorm-auth-token.repository';
import { TypeOrmPendingPartnerRepository } from './adapters/persistence/typeorm-pending-partner.repository';
import { TypeOrmSignInAttemptRecords } from './adapters/persistence/typeorm-sign-in-attempt-records';
import { TypeOrmUserRepository } from './adapters/persistence/typeorm-user.repository';
import { AdminLocalStrategy } from './adapters/passport/admin-local.strategy';
import { MemberLocalStrategy } from './adapters/passport/member-local.strategy';
import { SessionSerializer } from './adapters/passport/session.serializer';
import { IdentityHousekeeping } from './adapters/housekeeping/identity-housekeeping';
import { PostgresSessionStore } from './adapters/session/postgres-session-store';
import { PostgresUserSessions } from './adapters/session/postgres-user-sessions';
import { AdminAccounts } from './application/admin-accounts';
import { AdminResourceCities } from './application/admin-resource-cities';
import { AdminRoles } from './application/admin-roles';
import { AdminSessions } from './application/admin-sessions';
import { AdminTwoFactor } from './application/admin-two-factor';
import { OneTimePasswords } from './application/one-time-passwords';
import { SecondFactorAttempts } from './application/second-factor-attempts';
import { AdminAccountsController } from './adapters/http/admin-accounts.controller';
import { AdminSessionsController } from './adapters/http/admin-sessions.controller';
import { AdminTwoFactorController } from './adapters/http/admin-two-factor.controller';
import { CityListFilter } from './adapters/http/city-list-filter.interceptor';
import { OtplibOneTimePasswords } from './adapters/otplib/otplib-one-time-passwords';
import { AdminPasswordSignInGuard } from './adapters/passport/admin-password-sign-in.guard';
import { SqlAdminResourceCities } from './adapters/persistence/sql-admin-resource-cities';
import { TypeOrmAdminAccounts } from './adapters/persistence/typeorm-admin-accounts';
import { TotpSecretCipher } from './adapters/persistence/totp-secret-cipher';
import { ThrottledSecondFactorAttempts } from './adapters/platform/throttled-second-factor-attempts';

@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [
    SupportInvitationsController,
    SessionController,
    AuthController,
    PartnerController,
    AdminAuthController,
    AccountSettingsController,
    EmailChangeLinkController,
    AdminUsersController,
    AdminTwoFactorController,
    AdminAccountsController,
    AdminSessionsController,
    OwnDataController,
  ],
  providers: [
    ResendInvitationForSupport,
    { provide: UserRepository, useClass: TypeOrmUserRepository },
    { provide: PendingPartnerRepository, useClass: TypeOrmPendingPartnerRepository },
    { provide: AuthTokenRepository, useClass: TypeOrmAuthTokenRepository },
    { provide: UserSessions, useClass: PostgresUserSessions },
    { provide: SignInAttemptRecords, useClass: TypeOrmSignInAttemptRecords },
    { provide: AdminUserDirectory, useClass: TypeOrmAdminUserDirectory },
    { provide: AdminAccounts, useClass: TypeOrmAdminAccounts },
    TotpSecretCipher,
    { provide: AdminResourceCities, useClass: SqlAdminResourceCities },
    { provide: OneTimePasswords, useClass: OtplibOneTimePasswords },
    { provide: SecondFactorAttempts, useClass: ThrottledSecondFactorAttempts },
    AdminTwoFactor,
    AdminRoles,
    AdminSessions,
    AdminPasswordSignInGuard,
    CityListFilter,
    PersonalDataHolders,
    AccountEmailFollowers,
    AccountSettings,
    MemberLanguages,
    OwnDetails,
    ChangeSignInEmail,
    ...personalDataHolder(IdentityPersonalData),
    ...personalDataHolder(PlatformPersonalData),
    AdminUsers,
    DeleteUser,
    SignInActivity,
    OwnAccount,
    PurgeData,
    { provide: PasswordHasher, inject: [AppConfig], useFactory: (config: AppConfig) => new BcryptPasswordHasher(config.get('bcryptCost')) },
    AccountEmails,
    AccountRegistration,
    Authentication,
    BootstrapAdmin,
    ChangePassword,
    CurrentUser,
    EmailVerification,
    MagicLinks,
    MemberAccounts,
    AdminDirectory,
    PartnerOnboarding,
    PartnerDescriptionChange,
    PasswordAttempts,
    PasswordReset,
    ProvenAddress,
    RepeatedSignup,
    Tokens,
    MemberLocalStrategy,
    AdminLocalStrategy,
    SessionSerializer,
    SignedInGuard,
    AdminGuard,
    PostgresSessionStore,
    IdentityHousekeeping,
    IdentityDemoData,
  ],
  exports: [
    AdminDirectory,
    PersonalDataHolders,
    AccountEmailFollowers,
    AdminUsers,
    SignInActivity,
    AccountRegistration,
    RepeatedSignup,
    BootstrapAdmin,
    CurrentUser,
    MemberAccounts,
    SignedInGuard,
    AdminGuard,
    AdminResourceCities,
    CityListFilter,
    PostgresSessionStore,
  ],
})
export class IdentityModule {}
