// @vitest-environment happy-dom
import { EMPTY_SIGNUP_FORM } from './signup-form';
import { clearSavedSignup, readSavedSignup, writeSavedSignup } from './saved-signup';

describe('saved signup', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the answers, the furthest step and the partial id, never the passwords', () => {
    writeSavedSignup({
      form: { ...EMPTY_SIGNUP_FORM, first_name: 'Aoife', password: 'Secret1!', confirm_password: 'Secret1!' },
      reached: 3,
      partialUserId: 'p1',
    });
    expect(sessionStorage.getItem('tablemates.signup')).not.toContain('Secret1!');
    expect(readSavedSignup()).toEqual({ form: { ...EMPTY_SIGNUP_FORM, first_name: 'Aoife' }, reached: 3, partialUserId: 'p1' });
  });

  it('starts afresh from nothing, from garbage and after clearing', () => {
    expect(readSavedSignup().reached).toBe(1);
    sessionStorage.setItem('tablemates.signup', '{not json');
    expect(readSavedSignup().form).toEqual(EMPTY_SIGNUP_FORM);
    writeSavedSignup({ form: EMPTY_SIGNUP_FORM, reached: 9, partialUserId: null });
    expect(readSavedSignup().reached).toBe(4);
    clearSavedSignup();
    expect(readSavedSignup().reached).toBe(1);
  });
});
