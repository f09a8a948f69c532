import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { Clock } from '../../../platform/clock/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { IdentityErrors } from '../domain/identity-errors';
import { formatRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from '../domain/recovery-codes';
import { AdminAccounts } from './admin-accounts';
import { OneTimePasswords } from './one-time-passwords';
import { SecondFactorAttempts } from './second-factor-attempts';
import { UserSessions } from './user-sessions';

export interface TwoFactorStatus {
  enrolled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/** What a sign-in's second step offers: a code from the app, or one of the recovery codes. */
export interface SecondFactorProof {
  code?: string;
  recoveryCode?: string;
}

const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Admins' two-factor sign-in: enrolment, the sign-in's second step, recovery codes, an owner's reset. */
@Injectable()
export class AdminTwoFactor {
  constructor(
    private readonly accounts: AdminAccounts,
    private readonly otp: OneTimePasswords,
    private readonly attempts: SecondFactorAttempts,
    private readonly sessions: UserSessions,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async status(userId: string): Promise<TwoFactorStatus> {
    const state = await this.accounts.secondFactorOf(userId);
    const enrolled = Boolean(state?.confirmedAt);
    return { enrolled, required: this.config.adminTwoFactorRequired, recoveryCodesLeft: enrolled ? await this.accounts.unusedRecoveryCodes(userId) : 0 };
  }

  async isEnrolled(userId: string): Promise<boolean> {
    return Boolean((await this.accounts.secondFactorOf(userId))?.confirmedAt);
  }

  /** A new secret for the authenticator app; starting again replaces an unconfirmed one. */
  async startEnrolment(userId: string): Promise<{ secret: string; address: string }> {
    const state = await this.accounts.secondFactorOf(userId);
    if (!state) throw IdentityErrors.notAnAdmin();
    if (state.confirmedAt) throw IdentityErrors.twoFactorAlreadyEnrolled();
    const secret = this.otp.newSecret();
    await this.accounts.startSecondFactor(userId, secret);
    return { secret, address: this.otp.enrolmentAddress(state.email, secret) };
  }

  /** The first code proves the app holds the secret; answers the ten recovery codes, shown this once. */
  async confirmEnrolment(userId: string, code: string): Promise<string[]> {
    const state = await this.accounts.secondFactorOf(userId);
    if (!state) throw IdentityErrors.notAnAdmin();
    if (state.confirmedAt) throw IdentityErrors.twoFactorAlreadyEnrolled();
    if (!state.secret) throw IdentityErrors.noTwoFactorEnrolment();
    await this.countAttempt(userId);
    await this.acceptCode(userId, code, state.secret);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(10)));
    await this.accounts.confirmSecondFactor(userId, this.clock.now(), codes.map(hashRecoveryCode));
    return codes;
  }

  /** The sign-in's second step: a valid code, or an unused recovery code (then used up). */
  async verifySignIn(userId: string, proof: SecondFactorProof): Promise<void> {
    const state = await this.accounts.secondFactorOf(userId);
    if (!state?.confirmedAt || !state.secret) throw IdentityErrors.noSecondFactorPending();
    await this.countAttempt(userId);
    if (proof.code !== undefined) return this.acceptCode(userId, proof.code, state.secret);
    if (proof.recoveryCode !== undefined && (await this.accounts.useRecoveryCode(userId, hashRecoveryCode(proof.recoveryCode), this.clock.now()))) return;
    throw IdentityErrors.invalidSecondFactorCode();
  }

  /** An owner removes another admin's second factor (a lost phone): audited, and the admin's sessions end. */
  reset(ownerId: string, adminId: string): Promise<void> {
    return this.unitOfWork.run(async () => {
      if (!(await this.accounts.find(adminId))) throw IdentityErrors.notAnAdmin();
      await this.accounts.resetSecondFactor(adminId);
      await this.sessions.revokeAll(adminId);
      await this.audit.record({ adminId: ownerId, action: 'admin_two_factor_reset', subjectUserIds: [adminId] });
    });
  }

  /** A code of the app, good once: a code of a time step already used (or an earlier one) is refused. */
  private async acceptCode(userId: string, code: string, secret: string): Promise<void> {
    const step = this.otp.matchingStep(code, secret, this.clock.now());
    if (step === null) throw IdentityErrors.invalidSecondFactorCode();
    if (!(await this.accounts.acceptCodeStep(userId, step))) throw IdentityErrors.secondFactorCodeUsed();
  }

  private async countAttempt(userId: string): Promise<void> {
    if (!(await this.attempts.allow(userId))) throw IdentityErrors.tooManySecondFactorAttempts();
  }
}
