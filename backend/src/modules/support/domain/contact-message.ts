/** A message sent through a contact form (landing page or the signed-in support page). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: Date;
}

/** The spec's minimums, shared by the server check and the client forms. */
export const CONTACT_LIMITS = { nameMin: 2, subjectMin: 2, messageMin: 10, nameMax: 100, subjectMax: 200, messageMax: 5000 } as const;

/** When support answers, as promised to the sender. */
export const SUPPORT_HOURS = 'within 24-48 hours, Monday to Friday 9am-6pm GMT';
