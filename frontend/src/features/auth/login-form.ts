import { z } from 'zod';
import { loginBody } from '../../api/generated/zod/auth/auth';
import { FormMessages } from '../../lib/forms/form-messages';
import { filled, trimmed } from '../../lib/forms/schema-helpers';

/** The login body, the password also required on screen (the server only compares it). */
export const loginSchema = loginBody.extend({ email: trimmed(loginBody.shape.email), password: filled(loginBody.shape.password) });

export type LoginValues = z.output<typeof loginSchema>;

const BOTH_REQUIRED = 'Please enter both email and password';

export const LOGIN_MESSAGES: FormMessages<LoginValues> = {
  email: { required: BOTH_REQUIRED, invalid: 'Please enter a valid email address.' },
  password: BOTH_REQUIRED,
};

export const MAGIC_LINK_NEEDS_EMAIL = 'Enter your email address above, then ask for a sign-in link.';
