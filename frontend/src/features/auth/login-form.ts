import { z } from 'zod';
import { loginBody } from '../../api/generated/zod/auth/auth';
import { FormMessages } from '../../lib/forms/form-messages';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import type { Translate } from '../../i18n/use-t';

/** The login body, the password also required on screen (the server only compares it). */
export const loginSchema = loginBody.extend({ email: trimmed(loginBody.shape.email), password: filled(loginBody.shape.password) });

export type LoginValues = z.output<typeof loginSchema>;

/** The spec words the two fields' rule as one: 'Please enter both email and password'. */
export const loginMessages = (t: Translate): FormMessages<LoginValues> => ({
  email: { required: t('auth.login.bothRequired'), invalid: t('auth.login.invalidEmail') },
  password: t('auth.login.bothRequired'),
});
