import { ContactMessage } from '../domain/contact-message';

export abstract class ContactMessageRepository {
  abstract add(message: Omit<ContactMessage, 'id'>): Promise<ContactMessage>;
}
