import type { z } from 'zod';
import { sendContactMessageBody } from '../../api/generated/zod/support/support';
import { FormMessages } from '../../lib/forms/form-messages';
import { trimmed } from '../../lib/forms/schema-helpers';
import type { Translate } from '../../i18n/use-t';

const body = sendContactMessageBody.shape;

/** POST /api/contact's body, every text trimmed first (the server's minimums count trimmed characters). */
export const contactSchema = sendContactMessageBody.extend({
  name: trimmed(body.name),
  email: trimmed(body.email),
  subject: trimmed(body.subject),
  message: trimmed(body.message),
});

export type ContactValues = z.input<typeof contactSchema>;

/** The two wordings of the spec: the landing page form and the signed-in support page. */
export type ContactFormVariant = 'landing' | 'support';

/** The field messages of each wording (the two of the spec in English). */
export const contactMessages = (t: Translate, variant: ContactFormVariant): FormMessages<ContactValues> => ({
  name: t(`support.form.${variant}.nameInvalid`),
  email: t(`support.form.${variant}.emailInvalid`),
  subject: t(`support.form.${variant}.subjectInvalid`),
  message: t(`support.form.${variant}.messageInvalid`),
});
