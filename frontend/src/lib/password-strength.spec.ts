import { meetsPasswordPolicy, passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 1],
    ['abcdefgH', 2],
    ['abcdefH1', 3],
    ['abcdeH1!', 4],
    ['aB1!', 3],
  ])('scores %j as %i', (password, score) => expect(passwordStrength(password)).toBe(score));

  it('accepts only passwords meeting all five requirements', () => {
    expect(meetsPasswordPolicy('Abcdef1!')).toBe(true);
    expect(meetsPasswordPolicy('Abcdef12')).toBe(false);
  });
});
