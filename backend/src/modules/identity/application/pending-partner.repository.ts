import { PendingPartner } from '../domain/pending-partner';

export type NewPendingPartner = Omit<PendingPartner, 'id' | 'invitationSentAt'>;

export abstract class PendingPartnerRepository {
  abstract create(partner: NewPendingPartner): Promise<PendingPartner>;
  abstract findById(id: string): Promise<PendingPartner | null>;
  abstract findByCouple(coupleId: string): Promise<PendingPartner | null>;
  abstract recordInvitation(id: string, email: string, sentAt: Date): Promise<void>;
  abstract describe(id: string, description: Pick<PendingPartner, 'firstName' | 'dateOfBirth'>): Promise<void>;
  abstract delete(id: string): Promise<void>;
}
