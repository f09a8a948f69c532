import { ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useGetUserProfile } from '../../api/generated/profile/profile';
import { useT } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';
import type { CoupleProfileDto } from '../../api/generated/model';
import { DiningPreferencesFields } from '../../components/couple-profile/dining-preferences-fields';
import type { ProfileFieldsProps } from '../../components/couple-profile/profile-fields-props';
import { SocialStyleFields } from '../../components/couple-profile/social-style-fields';
import { SocialVibeFields } from '../../components/couple-profile/social-vibe-fields';
import { TravelDestinationsField } from '../../components/couple-profile/travel-destinations-field';
import { AccountPage, AccountSection } from '../../components/layout/account-page';
import { Button, buttonClasses } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { Spinner } from '../../components/ui/spinner';
import { CompletionField, emptyProfileFields } from '../../lib/couple-profile/profile-completion';
import { COUPLE_TYPE_PREFERENCES, LIFE_STAGES } from '../../lib/couple-profile/profile-options';
import { paths } from '../../lib/paths';
import { useCoupleProfileForm } from './use-couple-profile-form';
import { useSaveProfile } from './use-save-profile';

/** Which couples the couple would most like to meet, asked on its own. */
function LifeStagePreferenceField({ form, update }: ProfileFieldsProps) {
  const t = useT();
  return (
    <ChoiceGroup
      legend={t('profileFields.lifeStage.legend')}
      options={LIFE_STAGES}
      labelOf={useOptionLabel()}
      selected={[form.lifeStagePreference]}
      onToggle={(lifeStagePreference) => update({ lifeStagePreference })}
      columns={1}
    />
  );
}

/** The couple types the couple would like at its table, asked on its own. */
function CoupleTypePreferenceField({ form, toggle }: ProfileFieldsProps) {
  const t = useT();
  return (
    <ChoiceGroup
      legend={t('profileFields.coupleType.legend')}
      description={t('profileFields.chooseAll')}
      options={COUPLE_TYPE_PREFERENCES}
      labelOf={useOptionLabel()}
      selected={form.diverseCouplesPreference}
      multiple
      onToggle={(value) => toggle('diverseCouplesPreference', value)}
    />
  );
}

function TravelDestinationsPreferenceField({ form, toggle, errors }: ProfileFieldsProps) {
  return (
    <TravelDestinationsField
      value={form.travelDestinations}
      onAdd={(destination) => toggle('travelDestinations', destination)}
      onRemove={(destination) => toggle('travelDestinations', destination)}
      error={errors.travelDestinations}
    />
  );
}

/** The optional fields the wizard lets a couple skip, each on its own. */
const OPTIONAL_FIELDS: Partial<Record<CompletionField, (props: ProfileFieldsProps) => ReactNode>> = {
  life_stage_preference: LifeStagePreferenceField,
  diverse_couples_preference: CoupleTypePreferenceField,
  travel_destinations: TravelDestinationsPreferenceField,
};

/** Required fields are filled at sign-up; should one be empty, its whole wizard group is asked again. */
const GROUP_OF: Partial<Record<CompletionField, 'vibe' | 'dining' | 'style'>> = {
  bringing_to_tablemates: 'vibe',
  dining_frequency: 'dining',
  restaurant_price_preference: 'dining',
  city: 'dining',
  cuisine_types: 'dining',
  dietary_restrictions: 'dining',
  dining_vibe: 'dining',
  ideal_social_outing: 'style',
  social_age_preference: 'style',
  planning_style: 'style',
  communication_style: 'style',
};
const GROUPS = { vibe: SocialVibeFields, dining: DiningPreferencesFields, style: SocialStyleFields } as const;

/** /profile (Complete Profile): only the fields still empty, in one short form. */
export default function CompleteProfilePage() {
  const t = useT();
  const profile = useGetUserProfile();
  return (
    <AccountPage title={t('profile.complete.title')} intro={t('profile.complete.intro')}>
      {profile.data ? (
        <CompleteProfileForm key={profile.data.updated_at} profile={profile.data} />
      ) : profile.isError ? (
        <p role="alert">{t('profile.edit.loadFailed')}</p>
      ) : (
        <Spinner />
      )}
    </AccountPage>
  );
}

function CompleteProfileForm({ profile }: { profile: CoupleProfileDto }) {
  const t = useT();
  const navigate = useNavigate();
  const [missing] = useState(() => emptyProfileFields(profile));
  const { save, isPending } = useSaveProfile(() => navigate(paths.dashboard));
  const { fields, onSubmit } = useCoupleProfileForm(profile, save);

  if (missing.length === 0) {
    return (
      <AccountSection title={t('profile.complete.done.title')}>
        <p className="text-stone-700">{t('profile.complete.done.text')}</p>
        <Link to={paths.profileEdit} className={buttonClasses('secondary', 'mt-4')}>
          {t('profile.edit.title')}
        </Link>
      </AccountSection>
    );
  }

  const groups = [...new Set(missing.map((field) => GROUP_OF[field]).filter((group) => group !== undefined))];
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      {groups.map((group) => {
        const Group = GROUPS[group];
        return <Group key={group} {...fields} />;
      })}
      {missing.map((field) => {
        const Field = OPTIONAL_FIELDS[field];
        return Field ? (
          <div key={field}>
            <Field {...fields} />
          </div>
        ) : null;
      })}
      <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-6 sm:flex-row sm:justify-end">
        <Link to={paths.dashboard} className={buttonClasses('ghost')}>
          {t('profile.complete.later')}
        </Link>
        <Button type="submit" busy={isPending}>
          {isPending ? t('profile.saving') : t('profile.complete.save')}
        </Button>
      </div>
    </form>
  );
}
