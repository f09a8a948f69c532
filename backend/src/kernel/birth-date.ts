/**
 * The wizard offers birth years from 18 years before the current year back over 83 years;
 * the server accepts the same span (checked by year, like the picker), for real dates only.
 */
const YOUNGEST_AGE_IN_YEARS = 18;

/** The refusal, wherever a member's birth date is set: the sign-up and Edit Profile. */
export const BIRTH_DATE_MESSAGE = 'Please choose a valid date of birth (members must be at least 18).';
const BIRTH_YEAR_CHOICES = 83;

export function isAcceptableBirthDate(isoDate: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const latestYear = today.getUTCFullYear() - YOUNGEST_AGE_IN_YEARS;
  return year <= latestYear && year > latestYear - BIRTH_YEAR_CHOICES;
}
