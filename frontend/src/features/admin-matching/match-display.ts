import type { ParticipantCoupleDto, PersonDto } from '../../api/generated/model';

/** Ids are shown truncated to 8 characters. */
export const shortId = (id: string) => id.slice(0, 8);

/** Compatibility 0-100 shown out of 10: '7.3/10'. */
export const scoreOutOf10 = (score: number | null | undefined) => (score === null || score === undefined ? 'N/A' : `${(score / 10).toFixed(1)}/10`);

/** Underscores shown as spaces; 'unknown' when absent. */
export const statusLabel = (status: string | null | undefined) => (status ? status.replace(/_/g, ' ') : 'unknown');

/** The algorithm labels of the match screens; the default label is 'AI Matching'. */
export function algorithmLabel(algorithm: string | null | undefined): string {
  if (algorithm === 'rules_based') return 'Rules-based';
  if (algorithm === 'manual') return 'Manual';
  if (algorithm === 'manual_admin') return 'Manual (admin)';
  return 'AI Matching';
}

/** 'invited' is displayed as 'Confirmed Participants'. */
export const participationLabel = (status: string) => (status === 'invited' ? 'Confirmed Participants' : statusLabel(status));

export const genderLabel = (gender: string | null | undefined) => gender || 'N/A';
export const ageLabel = (age: number | null | undefined) => (age === null || age === undefined ? 'N/A' : String(age));

/** 'Aoife & Cian' */
export const coupleNames = (couple: Pick<ParticipantCoupleDto, 'users'>) => couple.users.map((user: PersonDto) => user.first_name).join(' & ') || 'Couple';
