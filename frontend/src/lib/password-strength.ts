import type { MessageId } from '../i18n/catalogues';

/** The five password requirements, in the order the meter lists them; `label` is the catalogue's id of its words. */
export const PASSWORD_REQUIREMENTS = [
  { key: 'length', label: 'forms.password.rule.length', test: (password: string) => password.length >= 8 },
  { key: 'uppercase', label: 'forms.password.rule.uppercase', test: (password: string) => /[A-Z]/.test(password) },
  { key: 'lowercase', label: 'forms.password.rule.lowercase', test: (password: string) => /[a-z]/.test(password) },
  { key: 'digit', label: 'forms.password.rule.digit', test: (password: string) => /\d/.test(password) },
  { key: 'special', label: 'forms.password.rule.special', test: (password: string) => /[!@#$%^&*]/.test(password) },
] as const satisfies readonly { key: string; label: MessageId; test(password: string): boolean }[];

export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

/** 0 for empty; 1 Weak (two or fewer requirements met); 2 Medium (3); 3 Strong (4); 4 Very Strong (all 5). */
export function passwordStrength(password: string): PasswordStrengthScore {
  if (!password) return 0;
  const met = PASSWORD_REQUIREMENTS.filter((requirement) => requirement.test(password)).length;
  if (met <= 2) return 1;
  return (met - 1) as PasswordStrengthScore;
}

/** The password policy the server also enforces: all five requirements. */
export const meetsPasswordPolicy = (password: string) => PASSWORD_REQUIREMENTS.every((requirement) => requirement.test(password));

export const PASSWORD_POLICY_MESSAGE =
  'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter, a number and a special character (!@#$%^&*).';
