import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { getGetUserProfileQueryKey, useUpdateUserProfile } from '../../api/generated/profile/profile';
import { useToast } from '../../components/ui/toast';
import { CoupleProfileForm, profilePayloadOf } from '../../lib/couple-profile/profile-form';

import { useT } from '../../i18n/use-t';

/** Saves the couple profile; the dashboard's completion bar follows from the cached answer. */
export function useSaveProfile(onSaved?: () => void) {
  const update = useUpdateUserProfile();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const t = useT();
  const save = (form: CoupleProfileForm) =>
    update.mutate(
      { data: profilePayloadOf(form) },
      {
        onSuccess: (profile) => {
          queryClient.setQueryData(getGetUserProfileQueryKey(), profile);
          toast({ title: t('profile.saved.title'), description: t('profile.saved.description'), variant: 'success' });
          onSaved?.();
        },
        onError: (error) => toast({ title: t('profile.saveFailed'), description: errorMessage(error, t('profile.somethingWrong')), variant: 'destructive' }),
      },
    );
  return { save, isPending: update.isPending };
}
