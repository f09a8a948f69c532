/** The five password requirements, in the order the meter lists them. */
export const PASSWORD_REQUIREMENTS = [
  { key: 'length', label: 'At least 8 characters', test: (password: string) => password.length >= 8 },
  { key: 'uppercase', label: 'One uppercase letter', test: (password: string) => /[A-Z]/.test(password) },
  { key: 'lowercase', label: 'One lowercase letter', test: (password: string) => /[a-z]/.test(password) },
  { key: 'digit', label: 'One number', test: (password: string) => /\d/.test(password) },
  { key: 'special', label: 'One special character (!@#$%^&*)', test: (password: string) => /[!@#$%^&*]/.test(password) },
] as const;

export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

export const STRENGTH_LABELS: Record<PasswordStrengthScore, string> = { 0: '', 1: 'Weak', 2: 'Medium', 3: 'Strong', 4: 'Very Strong' };

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
