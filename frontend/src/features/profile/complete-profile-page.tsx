import { ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useGetUserProfile } from '../../api/generated/profile/profile';
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

/** The optional fields the wizard lets a couple skip, each on its own. */
const OPTIONAL_FIELDS: Partial<Record<CompletionField, (props: ProfileFieldsProps) => ReactNode>> = {
  life_stage_preference: ({ form, update }) => (
    <ChoiceGroup
      legend="Which couples would you most like to meet?"
      options={LIFE_STAGES}
      selected={[form.lifeStagePreference]}
      onToggle={(lifeStagePreference) => update({ lifeStagePreference })}
      columns={1}
    />
  ),
  diverse_couples_preference: ({ form, toggle }) => (
    <ChoiceGroup
      legend="Couple type preference"
      description="Choose all that apply."
      options={COUPLE_TYPE_PREFERENCES}
      selected={form.diverseCouplesPreference}
      multiple
      onToggle={(value) => toggle('diverseCouplesPreference', value)}
    />
  ),
  travel_destinations: ({ form, toggle, errors }) => (
    <TravelDestinationsField
      value={form.travelDestinations}
      onAdd={(destination) => toggle('travelDestinations', destination)}
      onRemove={(destination) => toggle('travelDestinations', destination)}
      error={errors.travelDestinations}
    />
  ),
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
  const profile = useGetUserProfile();
  return (
    <AccountPage title="Complete Profile" intro="A few more answers help us seat you with couples you will click with.">
      {profile.data ? (
        <CompleteProfileForm key={profile.data.updated_at} profile={profile.data} />
      ) : profile.isError ? (
        <p role="alert">We could not load your profile. Please try again.</p>
      ) : (
        <Spinner />
      )}
    </AccountPage>
  );
}

function CompleteProfileForm({ profile }: { profile: CoupleProfileDto }) {
  const navigate = useNavigate();
  const [missing] = useState(() => emptyProfileFields(profile));
  const { save, isPending } = useSaveProfile(() => navigate(paths.dashboard));
  const { fields, onSubmit } = useCoupleProfileForm(profile, save);

  if (missing.length === 0) {
    return (
      <AccountSection title="Your profile is complete">
        <p className="text-stone-700">Every answer is in. You can still change them at any time.</p>
        <Link to={paths.profileEdit} className={buttonClasses('secondary', 'mt-4')}>
          Edit Profile
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
        const render = OPTIONAL_FIELDS[field];
        return render ? <div key={field}>{render(fields)}</div> : null;
      })}
      <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-6 sm:flex-row sm:justify-end">
        <Link to={paths.dashboard} className={buttonClasses('ghost')}>
          Later
        </Link>
        <Button type="submit" busy={isPending}>
          {isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
