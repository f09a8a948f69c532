import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import type { PartnerDescriptionDto, PartnerDto } from '../../api/generated/model';
import { getGetUserPartnerQueryKey, useGetUserPartner, useUpdatePartnerDescription } from '../../api/generated/partner/partner';
import { Button } from '../../components/ui/button';
import { DatePicker } from '../../components/ui/date-picker';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useAuth } from '../../lib/auth/auth-context';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { updatePartnerDescriptionBody } from '../../api/generated/zod/partner/partner';
import { bindChange, bindField } from '../../lib/forms/bind-field';
import { FormMessages } from '../../lib/forms/form-messages';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';

import { useT } from '../../i18n/use-t';

/** The partner description's body, the first name required and trimmed as at sign-up. */
const descriptionSchema = updatePartnerDescriptionBody.extend({ first_name: trimmed(filled(updatePartnerDescriptionBody.shape.first_name)) });

/** The sign-up's words for the partner's fields. */
const DESCRIPTION_MESSAGES: FormMessages<PartnerDescriptionDto> = {
  first_name: "Please enter your partner's first name.",
  date_of_birth: "Please select your partner's full date of birth.",
};

/**
 * Edit Profile's card for a partner who has not joined yet: the member who created the couple
 * corrects the first name and date of birth given at sign-up. Once the partner joins, the
 * card is gone: their details are their own.
 */
export function PartnerDescriptionForm() {
  const { user } = useAuth();
  const partner = useGetUserPartner({ query: { retry: false } });
  if (user?.role !== 'primary' || !partner.data || partner.data.status === 'active') return null;
  return <PartnerDescriptionEditor key={`${partner.data.first_name}|${partner.data.date_of_birth}`} partner={partner.data} />;
}

function PartnerDescriptionEditor({ partner }: { partner: PartnerDto }) {
  const form = useServerForm(descriptionSchema, {
    defaultValues: { first_name: partner.first_name ?? '', date_of_birth: partner.date_of_birth ?? '' },
    messages: DESCRIPTION_MESSAGES,
  });
  const update = useUpdatePartnerDescription();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const t = useT();

  const submit = (data: PartnerDescriptionDto) =>
    update.mutate(
      { data },
      {
        onSuccess: (stored) => {
          queryClient.setQueryData(getGetUserPartnerQueryKey(), stored);
          toast({ title: t('profile.partner.saved.title'), description: t('profile.partner.saved.description'), variant: 'success' });
        },
        onError: (error) => toast({ title: t('profile.saveFailed'), description: errorMessage(error, t('profile.somethingWrong')), variant: 'destructive' }),
      },
    );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-labelledby="partner-description"
      className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8"
    >
      <div>
        <h2 id="partner-description" className="text-xl font-bold text-ink">
          {t('profile.partner.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('profile.partner.intro')}</p>
      </div>
      <TextField label={t('profile.partner.firstName')} required maxLength={FIELD_LIMITS.name} {...bindField(form, 'first_name')} name="partner_first_name" />
      <DatePicker legend={t('profile.partner.dateOfBirth')} required {...bindChange(form, 'date_of_birth')} />
      <div className="flex justify-end">
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.partner.save')}
        </Button>
      </div>
    </form>
  );
}
