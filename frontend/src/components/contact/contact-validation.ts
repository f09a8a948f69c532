import type { z } from 'zod';
import { sendContactMessageBody } from '../../api/generated/zod/support/support';
import { FormMessages } from '../../lib/forms/form-messages';
import { trimmed } from '../../lib/forms/schema-helpers';

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

export const CONTACT_MESSAGES: Record<ContactFormVariant, FormMessages<ContactValues>> = {
  landing: {
    name: 'Name must be at least 2 characters.',
    email: 'Please enter a valid email address.',
    subject: 'Subject must be at least 2 characters.',
    message: 'Message must be at least 10 characters.',
  },
  support: {
    name: 'Name is required',
    email: 'Valid email is required',
    subject: 'Subject is required',
    message: 'Message must be at least 10 characters',
  },
};
