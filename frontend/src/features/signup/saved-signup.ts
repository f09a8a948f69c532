import { EMPTY_SIGNUP_FORM, SignupForm } from './signup-form';

/** The wizard's answers kept for this tab, so back, forward and refresh lose nothing. */
export interface SavedSignup {
  form: SignupForm;
  /** The furthest step reached: a step link can open no step beyond it. */
  reached: number;
  partialUserId: string | null;
}

const KEY = 'tablemates.signup';
const EMPTY: SavedSignup = { form: EMPTY_SIGNUP_FORM, reached: 1, partialUserId: null };

/** Passwords are never written anywhere. */
const withoutSecrets = (form: SignupForm): SignupForm => ({ ...form, password: '', confirm_password: '' });

export function readSavedSignup(): SavedSignup {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<SavedSignup> | null;
    if (!saved || typeof saved !== 'object') return EMPTY;
    return {
      form: withoutSecrets({ ...EMPTY_SIGNUP_FORM, ...saved.form }),
      reached: Number.isInteger(saved.reached) ? Math.min(Math.max(saved.reached as number, 1), 4) : 1,
      partialUserId: typeof saved.partialUserId === 'string' ? saved.partialUserId : null,
    };
  } catch {
    return EMPTY;
  }
}

export function writeSavedSignup(saved: SavedSignup): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...saved, form: withoutSecrets(saved.form) }));
  } catch {
    // Storage full or blocked (private mode): the wizard still works, it only forgets on refresh.
  }
}

export const clearSavedSignup = () => sessionStorage.removeItem(KEY);
