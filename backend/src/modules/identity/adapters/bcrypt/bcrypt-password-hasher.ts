import bcrypt from 'bcryptjs';
import { PasswordHasher } from '../../application/password-hasher';

export class BcryptPasswordHasher extends PasswordHasher {
  constructor(private readonly cost: number) {
    super();
  }

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.cost);
  }

  verify(password: string, hash: string): Promise<boolean> {
    return bcrypt.compare(password, hash);
  }
}
