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

  needsRehash(hash: string): boolean {
    const cost = costOf(hash);
    return cost !== null && cost !== this.cost;
  }

  hashLike(password: string, like: string): Promise<string> {
    return bcrypt.hash(password, costOf(like) ?? this.cost);
  }
}

/** The cost a bcrypt hash was made with (`$2b$12$…` is 12); null for anything else. */
function costOf(hash: string): number | null {
  const match = /^\$2[abxy]?\$(\d{2})\$/.exec(hash);
  return match ? Number(match[1]) : null;
}
