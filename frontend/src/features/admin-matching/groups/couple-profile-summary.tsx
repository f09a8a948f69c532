import type { ParticipantCoupleDto } from '../../../api/generated/model';
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { useOptionLabel } from '../../../lib/couple-profile/option-labels';
import { ageLabel, genderLabel } from '../match-display';

type Profile = NonNullable<ParticipantCoupleDto['profile']>;

/** The profile's answers shown, each with its label; the values are the API's English options, shown in the reader's words. */
const ANSWERS: [MessageId, (profile: Profile) => (string | null)[]][] = [
  ['admin.groups.profile.lifeStage', (profile) => [profile.life_stage_preference]],
  ['admin.groups.profile.agePreference', (profile) => [profile.social_age_preference]],
  ['admin.groups.profile.communication', (profile) => [profile.communication_style]],
  ['admin.groups.profile.planning', (profile) => [profile.planning_style]],
  ['admin.groups.profile.cuisines', (profile) => profile.cuisine_types],
  ['admin.groups.profile.budget', (profile) => profile.restaurant_price_preference],
  ['admin.groups.profile.dietary', (profile) => profile.dietary_restrictions],
  ['admin.groups.profile.diningVibe', (profile) => profile.dining_vibe],
  ['admin.groups.profile.coupleType', (profile) => profile.diverse_couples_preference],
];

/** The two people and the couple's main profile answers. */
export function CoupleProfileSummary({ couple }: { couple: ParticipantCoupleDto }) {
  const t = useT();
  const optionLabel = useOptionLabel();
  const profile = couple.profile;
  const answer = (values: (string | null)[]) =>
    values.length === 1 && values[0] === null ? t('admin.match.notAvailable') : values.map((value) => optionLabel(value ?? '')).join(', ');
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-brand-700">{t('admin.groups.profile.title')}</summary>
      <ul className="mt-2 space-y-1">
        {couple.users.map((user) => (
          <li key={user.email}>
            {t('admin.groups.profile.person', {
              name: [user.first_name, user.last_name].filter(Boolean).join(' '),
              email: user.email,
              age: ageLabel(t, user.age),
              gender: optionLabel(genderLabel(t, user.gender)),
            })}
          </li>
        ))}
      </ul>
      {profile ? (
        <dl className="mt-2 grid gap-1 sm:grid-cols-2">
          {ANSWERS.map(([label, valuesOf]) => (
            <div key={label}>
              <dt className="mr-1 inline font-medium">{t('common.cellLabel', { label: t(label) })}</dt>
              <dd className="inline">{answer(valuesOf(profile))}</dd>
            </div>
          ))}
          <div>
            <dt className="mr-1 inline font-medium">{t('common.cellLabel', { label: t('admin.groups.profile.city') })}</dt>
            <dd className="inline">{t('admin.groups.profile.place', { city: profile.city, country: profile.country })}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-stone-600">{t('admin.groups.profile.none')}</p>
      )}
    </details>
  );
}
