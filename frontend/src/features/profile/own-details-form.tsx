import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { getGetOwnDetailsQueryKey, useGetOwnDetails, useUpdateOwnDetails } from '../../api/generated/account/account';
import { getGetMeQueryKey } from '../../api/generated/auth/auth';
import type { MemberDetailsDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { updateOwnDetailsBody } from '../../api/generated/zod/account/account';
import { MemberDetailsFields } from '../../components/member-details/member-details-fields';
import { bindPatch } from '../../lib/forms/bind-field';
import { messagesOf } from '../../lib/forms/form-checks';
import { MEMBER_DETAILS_MESSAGES } from '../../lib/member-details/member-details-messages';
import { filled, trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { invalidating } from '../../lib/query-client';

import { useT } from '../../i18n/use-t';

const body = updateOwnDetailsBody.shape;

/** PATCH /api/account/details's body, the names required and trimmed as at sign-up. */
const ownDetailsSchema = updateOwnDetailsBody.extend({ first_name: trimmed(filled(body.first_name)), last_name: trimmed(filled(body.last_name)) });

/** Edit Profile's first card: the signed-in member's own names, phone and date of birth. */
export function OwnDetailsForm() {
  const t = useT();
  const details = useGetOwnDetails();
  if (details.isError) return <p role="alert">{t('profile.details.loadFailed')}</p>;
  if (!details.data) return <Spinner />;
  return <OwnDetailsEditor key={JSON.stringify(details.data)} saved={details.data} />;
}

function OwnDetailsEditor({ saved }: { saved: MemberDetailsDto }) {
  const form = useServerForm(ownDetailsSchema, { defaultValues: saved, messages: MEMBER_DETAILS_MESSAGES });
  // The greeting and the menus show the first name.
  const update = useUpdateOwnDetails(invalidating([getGetMeQueryKey()]));
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const t = useT();

  const submit = (data: MemberDetailsDto) =>
    update.mutate(
      { data },
      {
        onSuccess: (stored) => {
          queryClient.setQueryData(getGetOwnDetailsQueryKey(), stored);
          toast({ title: t('profile.details.saved.title'), description: t('profile.details.saved.description'), variant: 'success' });
        },
        onError: (error) => toast({ title: t('profile.saveFailed'), description: errorMessage(error, t('profile.somethingWrong')), variant: 'destructive' }),
      },
    );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-labelledby="own-details"
      className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8"
    >
      <div>
        <h2 id="own-details" className="text-xl font-bold text-ink">
          {t('profile.details.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('profile.details.partnerNote')}</p>
      </div>
      <MemberDetailsFields form={form.watch()} errors={messagesOf(form.formState.errors)} update={bindPatch(form)} withDateOfBirth />
      <div className="flex justify-end">
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.details.save')}
        </Button>
      </div>
    </form>
  );
}
