import { Injectable } from '@nestjs/common';
import { InvalidAdminCredentialsError, InvalidCredentialsError } from '../domain/identity-errors';
import { User } from '../domain/user';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

/** Password sign-in for members and admins. */
@Injectable()
export class Authentication {
  /** Compared against when the email is unknown, so both failures take as long. */
  private unknownUserHash?: Promise<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async login(email: string, password: string): Promise<User> {
    const user = await this.checkCredentials(email, password);
    if (!user) throw new InvalidCredentialsError();
    return user;
  }

  /** Admins only; a member's correct password reads exactly like a wrong one. */
  async adminLogin(email: string, password: string): Promise<User> {
    const user = await this.checkCredentials(email, password);
    if (!user?.isAdmin) throw new InvalidAdminCredentialsError();
    return user;
  }

  private async checkCredentials(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmail(email);
    this.unknownUserHash ??= this.hasher.hash('no such user');
    const matches = await this.hasher.verify(password, user?.passwordHash ?? (await this.unknownUserHash));
    return user?.passwordHash && matches ? user : null;
  }
}
