import { FormEvent, useCallback } from 'react';
import type { ZodTypeAny } from 'zod';
import type { CoupleProfileDto } from '../../api/generated/model';
import type { ProfileFieldsProps } from '../../components/couple-profile/profile-fields-props';
import { useToast } from '../../components/ui/toast';
import { useT } from '../../i18n/use-t';
import { CoupleProfileForm, ProfileListField, profileFormOf, toggleOption } from '../../lib/couple-profile/profile-form';
import { coupleProfileSchema, diningChecks, PROFILE_FIELD_MESSAGES, validateCoupleProfile } from '../../lib/couple-profile/profile-schema';
import { useServerForm } from '../../lib/forms/use-server-form';

/**
 * The stored couple profile in a react-hook-form form checked by PUT /api/user/profile's
 * generated schema, for the wizard's field groups. Once a save was tried, the errors follow
 * each change (worded as the resolver words them, derived in the render).
 */
export function useCoupleProfileForm(profile: CoupleProfileDto, save: (form: CoupleProfileForm) => void) {
  const { toast } = useToast();
  const t = useT();
  const form = useServerForm<ZodTypeAny, CoupleProfileForm>(coupleProfileSchema, {
    defaultValues: profileFormOf(profile),
    messages: PROFILE_FIELD_MESSAGES,
    checks: diningChecks,
  });
  const values = form.watch();
  const update = useCallback(
    (patch: Partial<CoupleProfileForm>) => {
      for (const [field, value] of Object.entries(patch)) form.setValue(field as keyof CoupleProfileForm, value, { shouldDirty: true });
    },
    [form],
  );
  const toggle = useCallback((field: ProfileListField, value: string) => update(toggleOption(form.getValues(), field, value)), [form, update]);

  const onSubmit = (event: FormEvent) => {
    void form.handleSubmit(
      () => save(form.getValues()),
      () =>
        toast({
          title: t('profile.incomplete.title'),
          description: t('profile.incomplete.description'),
          variant: 'destructive',
        }),
    )(event);
  };

  const fields: ProfileFieldsProps = { form: values, errors: form.formState.isSubmitted ? validateCoupleProfile(values) : {}, update, toggle };
  return { fields, onSubmit };
}
