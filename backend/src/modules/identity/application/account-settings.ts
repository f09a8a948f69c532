import { Injectable } from '@nestjs/common';
import { IdentityErrors } from '../domain/identity-errors';
import { ChangeSignInEmail, PendingEmailChange } from './change-sign-in-email';
import { UserRepository } from './user.repository';

export interface AccountSettingsView {
  email: string;
  pendingEmailChange: PendingEmailChange | null;
  dinnerReminders: boolean;
}

/** What the settings page shows of the member's own account, and the member's dinner-mail choice. */
@Injectable()
export class AccountSettings {
  constructor(
    private readonly users: UserRepository,
    private readonly emailChange: ChangeSignInEmail,
  ) {}

  async view(userId: string): Promise<AccountSettingsView> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.invalidCredentials();
    return { email: user.email, pendingEmailChange: await this.emailChange.pending(userId), dinnerReminders: user.dinnerReminders };
  }

  setDinnerReminders(userId: string, on: boolean): Promise<void> {
    return this.users.setDinnerReminders(userId, on);
  }
}
