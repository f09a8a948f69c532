import { BcryptPasswordHasher } from './bcrypt-password-hasher';

describe('BcryptPasswordHasher', () => {
  const hasher = new BcryptPasswordHasher(4);

  it('verifies hashes written by bcryptjs before the switch to native bcrypt', async () => {
    // Made with bcryptjs 3.0.3: hashSync('Correct horse 1!', 12), and the $2a$ prefix of bcryptjs 2.
    const bcryptjsHash = '$2b$12$7FUHIf1VZ812EQJfco2tkOuZ5k/NenzXbv3kUvoouF3hk.5RxW8li';
    const bcryptjsLegacyHash = '$2a$10$7oJ22nXFTQ0Fl6WL.g4FmOqxGQKWKFqUgqVueZFFsJBmyMewiOyFa';
    expect(await hasher.verify('Correct horse 1!', bcryptjsHash)).toBe(true);
    expect(await hasher.verify('Correct horse 1!', bcryptjsLegacyHash)).toBe(true);
    expect(await hasher.verify('correct horse 1!', bcryptjsHash)).toBe(false);
  });

  it('hashes with the configured cost and verifies its own hashes', async () => {
    const hash = await hasher.hash('s3cret-Password');
    expect(hash).toMatch(/^\$2b\$04\$/);
    expect(await hasher.verify('s3cret-Password', hash)).toBe(true);
    expect(await hasher.verify('other', hash)).toBe(false);
  });

  it('hashes off the event loop', async () => {
    const slow = new BcryptPasswordHasher(10);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await slow.hash('s3cret-Password');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
