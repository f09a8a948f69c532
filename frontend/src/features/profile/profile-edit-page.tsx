import { useGetUserProfile } from '../../api/generated/profile/profile';
import type { CoupleProfileDto } from '../../api/generated/model';
import { DiningPreferencesFields } from '../../components/couple-profile/dining-preferences-fields';
import { SocialStyleFields } from '../../components/couple-profile/social-style-fields';
import { SocialVibeFields } from '../../components/couple-profile/social-vibe-fields';
import { AccountPage } from '../../components/layout/account-page';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { OwnDetailsForm } from './own-details-form';
import { PartnerDescriptionForm } from './partner-description-form';
import { useCoupleProfileForm } from './use-couple-profile-form';
import { useSaveProfile } from './use-save-profile';
import { useT } from '../../i18n/use-t';

/** /couplesprofile/edit: the member's own details, then every couple-profile field of the wizard, grouped as there, under its rules. */
export default function ProfileEditPage() {
  const t = useT();
  const profile = useGetUserProfile();
  return (
    <AccountPage title={t('profile.edit.title')} intro={t('profile.edit.intro')}>
      <div className="space-y-6">
        <OwnDetailsForm />
        <PartnerDescriptionForm />
        {profile.data ? (
          <ProfileEditor key={profile.data.updated_at} profile={profile.data} />
        ) : profile.isError ? (
          <p role="alert">{t('profile.edit.loadFailed')}</p>
        ) : (
          <Spinner />
        )}
      </div>
    </AccountPage>
  );
}

function ProfileEditor({ profile }: { profile: CoupleProfileDto }) {
  const t = useT();
  const { save, isPending } = useSaveProfile();
  const { fields, onSubmit } = useCoupleProfileForm(profile, save);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="space-y-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
        <SocialVibeFields {...fields} />
      </div>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
        <DiningPreferencesFields {...fields} />
      </div>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
        <SocialStyleFields {...fields} />
      </div>
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-brand-100 bg-cream/95 px-4 py-3 backdrop-blur">
        <Button type="submit" busy={isPending}>
          {isPending ? t('profile.saving') : t('profile.edit.save')}
        </Button>
      </div>
    </form>
  );
}
