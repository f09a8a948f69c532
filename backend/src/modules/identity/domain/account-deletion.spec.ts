import { assertAdminMayDelete, CannotDeleteLastAdminError, CannotDeleteSelfError } from './account-deletion';

describe('assertAdminMayDelete', () => {
  it('refuses deleting oneself', () => {
    expect(() => assertAdminMayDelete('a', { id: 'a', isAdmin: true }, 3)).toThrow(CannotDeleteSelfError);
  });

  it('refuses deleting the last admin', () => {
    expect(() => assertAdminMayDelete('a', { id: 'b', isAdmin: true }, 1)).toThrow(CannotDeleteLastAdminError);
  });

  it('lets an admin delete another admin while one remains, and any couple member', () => {
    expect(() => assertAdminMayDelete('a', { id: 'b', isAdmin: true }, 2)).not.toThrow();
    expect(() => assertAdminMayDelete('a', { id: 'c', isAdmin: false }, 1)).not.toThrow();
  });
});
