import { Link } from 'react-router-dom';
import { Checkbox } from '../../components/ui/checkbox';
import { DatePicker } from '../../components/ui/date-picker';
import { SelectField, TextField } from '../../components/ui/field';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { paths } from '../../lib/paths';
import { FormSection } from '../../components/couple-profile/form-section';
import { MemberDetailsFields } from '../../components/member-details/member-details-fields';
import { SocialVibeFields } from '../../components/couple-profile/social-vibe-fields';
import { setPartnerGender } from './signup-form';
import { GENDER_NOT_SAID, GENDERS } from '../../lib/couple-profile/profile-options';
import type { StepProps } from './step-props';

interface StepDetailsProps extends StepProps {
  onEmailBlur(field: 'email' | 'partner_email'): void;
}

/** Step 1, 'Your Social Vibe & Details': why they join, both partners' details, consents. */
export function StepDetails({ form, errors, update, toggle, onEmailBlur }: StepDetailsProps) {
  return (
    <div className="space-y-8">
      <SocialVibeFields form={form} errors={errors} update={update} toggle={toggle} />

      <FormSection title="About you">
        <MemberDetailsFields
          form={form}
          errors={errors}
          update={update}
          withDateOfBirth
          besidePhone={
            <SelectField
              label="Gender"
              name="gender"
              required
              options={GENDERS}
              value={form.gender}
              onValueChange={(gender) => update({ gender })}
              error={errors.gender}
            />
          }
        >
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={FIELD_LIMITS.email}
            value={form.email}
            onValueChange={(email) => update({ email })}
            onBlur={() => onEmailBlur('email')}
            error={errors.email}
          />
        </MemberDetailsFields>
      </FormSection>

      <FormSection title="About your partner">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Partner's First Name"
            name="partner_first_name"
            required
            maxLength={FIELD_LIMITS.name}
            value={form.partner_first_name}
            onValueChange={(partner_first_name) => update({ partner_first_name })}
            error={errors.partner_first_name}
          />
          <SelectField
            label="Partner's Gender"
            name="partner_gender"
            required
            options={GENDERS}
            value={form.partner_gender}
            onValueChange={(gender) => update(setPartnerGender(form, gender))}
            error={errors.partner_gender}
          />
        </div>
        {form.partner_gender === GENDER_NOT_SAID && (
          <TextField
            label="How would your partner describe their gender? (optional)"
            name="partnerGenderOther"
            maxLength={FIELD_LIMITS.genderOther}
            value={form.partnerGenderOther}
            onValueChange={(partnerGenderOther) => update({ partnerGenderOther })}
          />
        )}
        <TextField
          label="Partner's Email (optional)"
          name="partner_email"
          type="email"
          maxLength={FIELD_LIMITS.email}
          hint="Once your email is verified, you can invite your partner from your dashboard."
          value={form.partner_email}
          onValueChange={(partner_email) => update({ partner_email })}
          onBlur={() => onEmailBlur('partner_email')}
          error={errors.partner_email}
        />
        <DatePicker
          legend="Partner's Date of Birth"
          required
          value={form.partner_date_of_birth}
          onChange={(partner_date_of_birth) => update({ partner_date_of_birth })}
          error={errors.partner_date_of_birth}
        />
      </FormSection>

      <FormSection title="Consents">
        <p className="text-sm text-stone-600">
          By creating an account you agree to how we handle your data, as described in our{' '}
          <Link to={paths.privacy} className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link to={paths.terms} className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>
          .
        </p>
        <Checkbox name="opt_in_for_marketing" checked={form.opt_in_for_marketing} onCheckedChange={(opt_in_for_marketing) => update({ opt_in_for_marketing })}>
          I'd like to receive updates about dining events and special offers
        </Checkbox>
      </FormSection>
    </div>
  );
}
