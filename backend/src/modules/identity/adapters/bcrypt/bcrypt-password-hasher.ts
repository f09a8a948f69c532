import bcrypt from 'bcrypt';
import { PasswordHasher } from '../../application/password-hasher';

/**
 * The native bcrypt binding: its async calls run on libuv's thread pool, off the event loop.
 * It reads the `$2a$`/`$2b$` hashes written by bcryptjs before, so existing passwords verify.
 */
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
