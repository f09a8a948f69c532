import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '../../../kernel/email';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

/** Creates the configured admin, or makes the existing user with that email an admin with that password. */
@Injectable()
export class BootstrapAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(email: string, password: string, firstName = 'Admin'): Promise<'created' | 'updated'> {
    const normalized = normalizeEmail(email);
    const passwordHash = await this.hasher.hash(password);
    const existing = await this.users.findByEmail(normalized);
    if (existing) {
      await this.users.makeAdmin(existing.id, passwordHash);
      return 'updated';
    }
    await this.users.create({ email: normalized, firstName, lastName: null, passwordHash, role: 'admin', isAdmin: true, emailVerified: true });
    return 'created';
  }
}
