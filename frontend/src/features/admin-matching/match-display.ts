import type { ParticipantCoupleDto, PersonDto } from '../../api/generated/model';
import type { MessageId } from '../../i18n/catalogues';
import type { Translate, Wording } from '../../i18n/use-t';

/** Ids are shown truncated to 8 characters. */
export const shortId = (id: string) => id.slice(0, 8);

/** Compatibility 0-100 shown out of 10 in the reader's digits: '7.3/10', '7,3/10'. */
export const scoreOutOf10 = ({ t, locale }: Wording, score: number | null | undefined) =>
  score === null || score === undefined
    ? t('admin.match.notAvailable')
    : t('admin.match.outOf10', { score: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score / 10) });

const ALGORITHMS: Record<string, MessageId> = {
  rules_based: 'admin.match.algorithm.rulesBased',
  manual: 'admin.match.algorithm.manual',
  manual_admin: 'admin.match.algorithm.manualAdmin',
};

/** The algorithm labels of the match screens; the default label is 'AI Matching'. */
export const algorithmLabel = (t: Translate, algorithm: string | null | undefined): string =>
  t((algorithm && ALGORITHMS[algorithm]) || 'admin.match.algorithm.ai');

/** 'invited' is displayed as 'Confirmed Participants'; any other status with spaces for underscores. */
export const participationLabel = (t: Translate, status: string) => (status === 'invited' ? t('admin.match.confirmedParticipants') : status.replace(/_/g, ' '));

export const genderLabel = (t: Translate, gender: string | null | undefined) => gender || t('admin.match.notAvailable');
export const ageLabel = (t: Translate, age: number | null | undefined) => (age === null || age === undefined ? t('admin.match.notAvailable') : String(age));

/** 'Aoife & Cian' */
export const coupleNames = (t: Translate, couple: Pick<ParticipantCoupleDto, 'users'>) =>
  couple.users.map((user: PersonDto) => user.first_name).join(' & ') || t('admin.match.couple');
