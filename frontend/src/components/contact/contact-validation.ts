import { isEmail } from '../../lib/email';
import { FIELD_LIMITS } from '../../lib/field-limits';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The two wordings of the spec: the landing page form and the signed-in support page. */
export type ContactFormVariant = 'landing' | 'support';

const MESSAGES: Record<ContactFormVariant, Required<ContactErrors>> = {
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

/** The server's minimums (name 2, subject 2, message 10 characters, trimmed) and a valid email. */
export function validateContact(values: ContactValues, variant: ContactFormVariant): ContactErrors {
  const messages = MESSAGES[variant];
  const errors: ContactErrors = {};
  if (values.name.trim().length < FIELD_LIMITS.contactName.minLength) errors.name = messages.name;
  if (!isEmail(values.email)) errors.email = messages.email;
  if (values.subject.trim().length < FIELD_LIMITS.contactSubject.minLength) errors.subject = messages.subject;
  if (values.message.trim().length < FIELD_LIMITS.contactMessage.minLength) errors.message = messages.message;
  return errors;
}
