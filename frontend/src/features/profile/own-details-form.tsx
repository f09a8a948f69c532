import { FormEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { getGetOwnDetailsQueryKey, useGetOwnDetails, useUpdateOwnDetails } from '../../api/generated/account/account';
import { getGetMeQueryKey } from '../../api/generated/auth/auth';
import type { MemberDetailsDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { DatePicker } from '../../components/ui/date-picker';
import { TextField } from '../../components/ui/field';
import { PhoneField } from '../../components/ui/phone-field';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { isPhoneNumber, PHONE_NUMBER_MESSAGE } from '../../lib/countries';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { invalidating } from '../../lib/query-client';

export const DETAILS_SAVED = { title: 'Details saved', description: 'Your name, phone number and date of birth are up to date.' } as const;
export const PARTNER_NOTE = "Once your partner has joined, their name, phone number and date of birth are theirs to change, from their own account.";

type DetailsErrors = Partial<Record<keyof MemberDetailsDto, string>>;

/** The sign-up's rules and words for the member's own fields (step 1 of the wizard). */
export function validateOwnDetails(details: MemberDetailsDto): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!details.first_name.trim()) errors.first_name = 'Please enter your first name.';
  if (!details.last_name.trim()) errors.last_name = 'Please enter your last name.';
  if (!details.date_of_birth) errors.date_of_birth = 'Please select your full date of birth.';
  if (!details.phone_number.trim()) errors.phone_number = 'Please enter your phone number.';
  else if (!isPhoneNumber(details.phone_number)) errors.phone_number = PHONE_NUMBER_MESSAGE;
  return errors;
}

/** Edit Profile's first card: the signed-in member's own names, phone and date of birth. */
export function OwnDetailsForm() {
  const details = useGetOwnDetails();
  if (details.isError) return <p role="alert">We could not load your details. Please try again.</p>;
  if (!details.data) return <Spinner />;
  return <OwnDetailsEditor key={JSON.stringify(details.data)} saved={details.data} />;
}

function OwnDetailsEditor({ saved }: { saved: MemberDetailsDto }) {
  const [form, setForm] = useState<MemberDetailsDto>(saved);
  const [tried, setTried] = useState(false);
  // The greeting and the menus show the first name.
  const update = useUpdateOwnDetails(invalidating([getGetMeQueryKey()]));
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const errors = tried ? validateOwnDetails(form) : {};
  const change = (patch: Partial<MemberDetailsDto>) => setForm((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(validateOwnDetails(form)).length > 0) {
      setTried(true);
      return;
    }
    update.mutate(
      { data: { ...form, first_name: form.first_name.trim(), last_name: form.last_name.trim() } },
      {
        onSuccess: (stored) => {
          queryClient.setQueryData(getGetOwnDetailsQueryKey(), stored);
          toast({ ...DETAILS_SAVED, variant: 'success' });
        },
        onError: (error) => toast({ title: 'Saving failed', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="own-details" className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <div>
        <h2 id="own-details" className="text-xl font-bold text-ink">
          Your details
        </h2>
        <p className="mt-1 text-sm text-stone-600">{PARTNER_NOTE}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" name="first_name" autoComplete="given-name" required maxLength={FIELD_LIMITS.name} value={form.first_name} onValueChange={(first_name) => change({ first_name })} error={errors.first_name} />
        <TextField label="Last Name" name="last_name" autoComplete="family-name" required maxLength={FIELD_LIMITS.name} value={form.last_name} onValueChange={(last_name) => change({ last_name })} error={errors.last_name} />
      </div>
      <PhoneField label="Phone Number" required value={form.phone_number} onChange={(phone_number) => change({ phone_number })} error={errors.phone_number} />
      <DatePicker legend="Date of Birth" required value={form.date_of_birth} onChange={(date_of_birth) => change({ date_of_birth })} error={errors.date_of_birth} />
      <div className="flex justify-end">
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Details'}
        </Button>
      </div>
    </form>
  );
}
