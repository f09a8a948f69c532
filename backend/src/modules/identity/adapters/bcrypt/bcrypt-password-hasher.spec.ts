import { BcryptPasswordHasher } from './bcrypt-password-hasher';

describe('BcryptPasswordHasher', () => {
  const hasher = new BcryptPasswordHasher(4);

  it('asks for a rehash of a hash made at another cost only', async () => {
    expect(hasher.needsRehash(await new BcryptPasswordHasher(5).hash('secret'))).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('secret'))).toBe(false);
    expect(hasher.needsRehash('not a bcrypt hash')).toBe(false);
  });

  it('hashes like a given hash: at its cost, whatever the configured one (issue 25)', async () => {
    const stored = await new BcryptPasswordHasher(5).hash('secret');
    const dummy = await hasher.hashLike('no such user', stored);
    expect(dummy.slice(0, 7)).toBe(stored.slice(0, 7));
    expect(await hasher.verify('no such user', dummy)).toBe(true);
  });
});
