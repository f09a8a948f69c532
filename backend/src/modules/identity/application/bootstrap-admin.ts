import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '../../../kernel/email';
import { isEmailAlreadyRegistered } from '../domain/identity-errors';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

/**
 * Creates the configured admin (an owner), or makes the existing user with that email an admin with
 * that password. Instances starting together on an empty database all try to create it:
 * the one that loses the race on the unique email makes the winner's row the admin instead.
 */
@Injectable()
export class BootstrapAdmin {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(email: string, password: string, firstName = 'Admin'): Promise<'created' | 'updated'> {
    const normalized = normalizeEmail(email);
    const passwordHash = await this.hasher.hash(password);
    if (!(await this.users.findByEmail(normalized))) {
      try {
        await this.users.create({
          email: normalized,
          firstName,
          lastName: null,
          passwordHash,
          role: 'admin',
          isAdmin: true,
          adminRole: 'owner',
          emailVerified: true,
        });
        return 'created';
      } catch (error) {
        if (!isEmailAlreadyRegistered(error)) throw error;
      }
    }
    const existing = await this.users.findByEmail(normalized);
    if (!existing) throw new Error(`The admin ${normalized} was registered and is gone again`);
    await this.users.makeAdmin(existing.id, passwordHash);
    return 'updated';
  }
}
