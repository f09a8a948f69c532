import { ReactNode } from 'react';
import { DatePicker } from '../ui/date-picker';
import { TextField } from '../ui/field';
import { PhoneField } from '../ui/phone-field';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { useT } from '../../i18n/use-t';
import type { MemberDetails } from '../../lib/member-details/member-details-messages';

interface MemberDetailsFieldsProps {
  form: MemberDetails;
  errors?: Partial<Record<keyof MemberDetails, string>>;
  update(patch: Partial<MemberDetails>): void;
  /** Whether the screen asks the date of birth (partner onboarding does not: the inviting member gave it). */
  withDateOfBirth?: boolean;
  /** Fields the screen asks between the date of birth and the phone (the sign-up's email). */
  children?: ReactNode;
  /** A field beside the phone number (the sign-up's gender). */
  besidePhone?: ReactNode;
}

/** The member's own names, date of birth and phone, alike at sign-up, at partner onboarding and on Edit Profile. */
export function MemberDetailsFields({ form, errors = {}, update, withDateOfBirth = false, children, besidePhone }: MemberDetailsFieldsProps) {
  const t = useT();
  const phone = (
    <PhoneField
      label={t('profileFields.phoneNumber')}
      required
      value={form.phone_number}
      onChange={(phone_number) => update({ phone_number })}
      error={errors.phone_number}
    />
  );
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('profileFields.firstName')}
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={FIELD_LIMITS.name}
          value={form.first_name}
          onValueChange={(first_name) => update({ first_name })}
          error={errors.first_name}
        />
        <TextField
          label={t('profileFields.lastName')}
          name="last_name"
          autoComplete="family-name"
          required
          maxLength={FIELD_LIMITS.name}
          value={form.last_name}
          onValueChange={(last_name) => update({ last_name })}
          error={errors.last_name}
        />
      </div>
      {withDateOfBirth && (
        <DatePicker
          legend={t('profileFields.dateOfBirth')}
          required
          value={form.date_of_birth ?? ''}
          onChange={(date_of_birth) => update({ date_of_birth })}
          error={errors.date_of_birth}
        />
      )}
      {children}
      {besidePhone ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {besidePhone}
          {phone}
        </div>
      ) : (
        phone
      )}
    </>
  );
}
