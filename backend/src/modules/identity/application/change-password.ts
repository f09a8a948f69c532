import { Injectable } from '@nestjs/common';
import { IdentityErrors } from '../domain/identity-errors';
import { isStrongPassword, PASSWORD_POLICY_MESSAGE } from '../domain/password-policy';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';
import { UserSessions } from './user-sessions';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Settings: a signed-in member sets a new password after proving the current one. Every
 * session of the account ends (the caller then starts a fresh one for this device), so a
 * stolen session does not outlive the change.
 */
@Injectable()
export class ChangePassword {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: UserSessions,
  ) {}

  async execute(userId: string, change: PasswordChange): Promise<void> {
    const user = await this.users.findById(userId);
    const matches = user?.passwordHash ? await this.hasher.verify(change.currentPassword, user.passwordHash) : false;
    if (!user || !matches) throw IdentityErrors.invalidFields({ current_password: [WRONG_CURRENT_PASSWORD] });
    const problems: Record<string, string[]> = {};
    if (!isStrongPassword(change.newPassword)) problems.new_password = [PASSWORD_POLICY_MESSAGE];
    else if (change.newPassword === change.currentPassword) problems.new_password = ['Choose a password different from your current one.'];
    if (change.confirmPassword !== change.newPassword) problems.confirm_password = ['Passwords do not match'];
    if (Object.keys(problems).length > 0) throw IdentityErrors.invalidFields(problems);
    await this.users.updatePassword(user.id, await this.hasher.hash(change.newPassword));
    await this.sessions.revokeAll(user.id);
  }
}
