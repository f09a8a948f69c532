/**
 * The partner as the primary member described them at signup. The partner's own user is
 * created only when they complete onboarding from an invitation link.
 */
export interface PendingPartner {
  id: string;
  coupleId: string;
  invitedByUserId: string;
  firstName: string;
  /** Unknown until the primary member gives it (at signup or when inviting). */
  email: string | null;
  gender: string | null;
  genderOther: string | null;
  dateOfBirth: string | null;
  invitationSentAt: Date | null;
}
