import { z } from 'zod';
import { forgotPasswordBody, resetPasswordBody } from '../../api/generated/zod/auth/auth';
import { FormMessages } from '../../lib/forms/form-messages';
import { confirming, trimmed, withPasswordPolicy } from '../../lib/forms/schema-helpers';
import { PASSWORD_POLICY_MESSAGE } from '../../lib/password-strength';

export const forgotPasswordSchema = forgotPasswordBody.extend({ email: trimmed(forgotPasswordBody.shape.email) });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
export const FORGOT_PASSWORD_MESSAGES: FormMessages<ForgotPasswordValues> = { email: 'Please enter a valid email address.' };

/** The new password of the reset body, typed twice (email and token come from the link). */
export const newPasswordSchema = z
  .object({ password: withPasswordPolicy(resetPasswordBody.shape.password), confirm_password: resetPasswordBody.shape.confirm_password.unwrap() })
  .superRefine(confirming('Passwords do not match'));
export type NewPasswordValues = z.output<typeof newPasswordSchema>;
export const NEW_PASSWORD_MESSAGES: FormMessages<NewPasswordValues> = { password: PASSWORD_POLICY_MESSAGE };
