import { AuthToken, canAutoLogin, tokenState, TOKEN_LIFETIME_MS } from './auth-token';
import { isStrongPassword } from './password-policy';

describe('isStrongPassword', () => {
  it('needs 8+ characters with upper, lower, digit and one of !@#$%^&*', () => {
    expect(isStrongPassword('Dinner4Two!')).toBe(true);
    expect(isStrongPassword('Din4Tw!')).toBe(false);
    expect(isStrongPassword('dinner4two!')).toBe(false);
    expect(isStrongPassword('DINNER4TWO!')).toBe(false);
    expect(isStrongPassword('DinnerForTwo!')).toBe(false);
    expect(isStrongPassword('Dinner4Two?')).toBe(false);
  });
});

describe('tokens', () => {
  const issued = new Date('2026-01-01T00:00:00Z');
  const token = (change: Partial<AuthToken> = {}): AuthToken => ({
    id: 't',
    purpose: 'email_verification',
    subjectId: 'u',
    email: 'a@b.ie',
    expiresAt: new Date(issued.getTime() + TOKEN_LIFETIME_MS.email_verification),
    usedAt: null,
    supersededAt: null,
    loginUsedAt: null,
    ...change,
  });
  const at = (ms: number) => new Date(issued.getTime() + ms);

  it('have the lifetimes of DECISIONS.md', () => {
    expect(TOKEN_LIFETIME_MS).toEqual({
      email_verification: 86_400_000,
      magic_link: 900_000,
      password_reset: 3_600_000,
      partner_invitation: 604_800_000,
      email_change: 86_400_000,
    });
  });

  it('are usable until they expire, and once', () => {
    expect(tokenState(token(), at(TOKEN_LIFETIME_MS.email_verification - 1))).toBe('usable');
    expect(tokenState(token(), at(TOKEN_LIFETIME_MS.email_verification))).toBe('expired');
    expect(tokenState(token({ usedAt: issued }), at(1))).toBe('used');
  });

  it('read as superseded once a newer one replaced them, even past their expiry, unless used', () => {
    expect(tokenState(token({ supersededAt: at(5) }), at(10))).toBe('superseded');
    expect(tokenState(token({ supersededAt: at(5) }), at(TOKEN_LIFETIME_MS.email_verification + 1))).toBe('superseded');
    expect(tokenState(token({ supersededAt: at(5), usedAt: at(1) }), at(10))).toBe('used');
    expect(canAutoLogin(token({ supersededAt: at(5) }), at(10))).toBe(false);
  });

  it('let a verification token sign in once, within 15 minutes of verifying', () => {
    expect(canAutoLogin(token(), at(1))).toBe(true);
    expect(canAutoLogin(token({ usedAt: issued }), at(14 * 60_000))).toBe(true);
    expect(canAutoLogin(token({ usedAt: issued }), at(15 * 60_000))).toBe(false);
    expect(canAutoLogin(token({ usedAt: issued, loginUsedAt: issued }), at(1))).toBe(false);
    expect(canAutoLogin(token({ purpose: 'magic_link' }), at(1))).toBe(false);
  });
});
