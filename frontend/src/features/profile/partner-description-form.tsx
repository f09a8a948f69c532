import { FormEvent, useState } from 'react';
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

export const PARTNER_SAVED = { title: 'Partner details saved', description: 'Your invitation greets your partner by this name.' } as const;

type DescriptionErrors = Partial<Record<keyof PartnerDescriptionDto, string>>;

/** The sign-up's rules and words for the partner's fields. */
export function validatePartnerDescription(description: PartnerDescriptionDto): DescriptionErrors {
  const errors: DescriptionErrors = {};
  if (!description.first_name.trim()) errors.first_name = "Please enter your partner's first name.";
  if (!description.date_of_birth) errors.date_of_birth = "Please select your partner's full date of birth.";
  return errors;
}

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
  const [form, setForm] = useState<PartnerDescriptionDto>({ first_name: partner.first_name ?? '', date_of_birth: partner.date_of_birth ?? '' });
  const [tried, setTried] = useState(false);
  const update = useUpdatePartnerDescription();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const errors = tried ? validatePartnerDescription(form) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(validatePartnerDescription(form)).length > 0) {
      setTried(true);
      return;
    }
    update.mutate(
      { data: { ...form, first_name: form.first_name.trim() } },
      {
        onSuccess: (stored) => {
          queryClient.setQueryData(getGetUserPartnerQueryKey(), stored);
          toast({ ...PARTNER_SAVED, variant: 'success' });
        },
        onError: (error) => toast({ title: 'Saving failed', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="partner-description" className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <div>
        <h2 id="partner-description" className="text-xl font-bold text-ink">
          Your partner
        </h2>
        <p className="mt-1 text-sm text-stone-600">How you described your partner at sign-up. Once they join, these details are theirs to change.</p>
      </div>
      <TextField label="Partner's First Name" name="partner_first_name" required maxLength={FIELD_LIMITS.name} value={form.first_name} onValueChange={(first_name) => setForm((current) => ({ ...current, first_name }))} error={errors.first_name} />
      <DatePicker legend="Partner's Date of Birth" required value={form.date_of_birth} onChange={(date_of_birth) => setForm((current) => ({ ...current, date_of_birth }))} error={errors.date_of_birth} />
      <div className="flex justify-end">
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Partner Details'}
        </Button>
      </div>
    </form>
  );
}
