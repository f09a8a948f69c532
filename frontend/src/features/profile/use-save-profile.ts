import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { getGetUserProfileQueryKey, useUpdateUserProfile } from '../../api/generated/profile/profile';
import { useToast } from '../../components/ui/toast';
import { CoupleProfileForm, profilePayloadOf } from '../../lib/couple-profile/profile-form';

export const PROFILE_SAVED = { title: 'Profile saved', description: 'Your couple profile is up to date.' } as const;

/** Saves the couple profile; the dashboard's completion bar follows from the cached answer. */
export function useSaveProfile(onSaved?: () => void) {
  const update = useUpdateUserProfile();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const save = (form: CoupleProfileForm) =>
    update.mutate(
      { data: profilePayloadOf(form) },
      {
        onSuccess: (profile) => {
          queryClient.setQueryData(getGetUserProfileQueryKey(), profile);
          toast({ ...PROFILE_SAVED, variant: 'success' });
          onSaved?.();
        },
        onError: (error) =>
          toast({ title: 'Saving failed', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' }),
      },
    );
  return { save, isPending: update.isPending };
}
