import type { AdminRole } from '../domain/admin-access';

/** An admin as owners manage them. */
export interface AdminAccount {
  id: string;
  email: string;
  firstName: string;
  role: AdminRole | null;
  cities: string[];
  secondFactor: boolean;
}

/** The second factor of an admin: the secret from the start of enrolment, confirmed by a first code. */
export interface SecondFactorState {
  email: string;
  secret: string | null;
  confirmedAt: Date | null;
}

/** Admins' roles, second factors and recovery codes. */
export abstract class AdminAccounts {
  abstract list(): Promise<AdminAccount[]>;
  abstract find(userId: string): Promise<AdminAccount | null>;
  abstract countOwners(): Promise<number>;
  abstract setRole(userId: string, role: AdminRole, cities: string[]): Promise<void>;
  abstract secondFactorOf(userId: string): Promise<SecondFactorState | null>;
  abstract startSecondFactor(userId: string, secret: string): Promise<void>;
  /**
   * Takes a TOTP time step for the admin: false when a code of that step or a later one was
   * already accepted (a code is good once, even within its 30 seconds).
   */
  abstract acceptCodeStep(userId: string, step: number): Promise<boolean>;
  /** Confirms the second factor and replaces the recovery codes (their hashes). */
  abstract confirmSecondFactor(userId: string, at: Date, recoveryCodeHashes: string[]): Promise<void>;
  /** Takes an unused recovery code (marks it used); false when none matches. */
  abstract useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean>;
  abstract unusedRecoveryCodes(userId: string): Promise<number>;
  /** Removes the second factor and its recovery codes: the admin enrols again. */
  abstract resetSecondFactor(userId: string): Promise<void>;
}
