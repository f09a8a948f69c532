export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(password: string, hash: string): Promise<boolean>;
  /** True when `hash` was made with other settings than today's (a changed BCRYPT_COST): worth redoing at sign-in. */
  abstract needsRehash(hash: string): boolean;
  /** A hash of `password` made with the same settings as `like`, so that checking it takes as long as checking `like`. */
  abstract hashLike(password: string, like: string): Promise<string>;
}
