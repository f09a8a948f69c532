import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useRichT, useT } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';
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
  const t = useT();
  const rich = useRichT();
  const optionLabel = useOptionLabel();
  const link = (to: string) => (text: ReactNode[]) => (
    <Link to={to} className="font-medium text-brand-700 underline">
      {text}
    </Link>
  );
  return (
    <div className="space-y-8">
      <SocialVibeFields form={form} errors={errors} update={update} toggle={toggle} />

      <FormSection title={t('signup.section.aboutYou')}>
        <MemberDetailsFields
          form={form}
          errors={errors}
          update={update}
          withDateOfBirth
          besidePhone={
            <SelectField
              label={t('signup.field.gender')}
              name="gender"
              required
              options={GENDERS}
              labelOf={optionLabel}
              value={form.gender}
              onValueChange={(gender) => update({ gender })}
              error={errors.gender}
            />
          }
        >
          <TextField
            label={t('signup.field.email')}
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

      <FormSection title={t('signup.section.aboutPartner')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('signup.field.partnerFirstName')}
            name="partner_first_name"
            required
            maxLength={FIELD_LIMITS.name}
            value={form.partner_first_name}
            onValueChange={(partner_first_name) => update({ partner_first_name })}
            error={errors.partner_first_name}
          />
          <SelectField
            label={t('signup.field.partnerGender')}
            name="partner_gender"
            required
            options={GENDERS}
            labelOf={optionLabel}
            value={form.partner_gender}
            onValueChange={(gender) => update(setPartnerGender(form, gender))}
            error={errors.partner_gender}
          />
        </div>
        {form.partner_gender === GENDER_NOT_SAID && (
          <TextField
            label={t('signup.field.partnerGenderOther')}
            name="partnerGenderOther"
            maxLength={FIELD_LIMITS.genderOther}
            value={form.partnerGenderOther}
            onValueChange={(partnerGenderOther) => update({ partnerGenderOther })}
          />
        )}
        <TextField
          label={t('signup.field.partnerEmail')}
          name="partner_email"
          type="email"
          maxLength={FIELD_LIMITS.email}
          hint={t('signup.field.partnerEmailHint')}
          value={form.partner_email}
          onValueChange={(partner_email) => update({ partner_email })}
          onBlur={() => onEmailBlur('partner_email')}
          error={errors.partner_email}
        />
        <DatePicker
          legend={t('signup.field.partnerDateOfBirth')}
          required
          value={form.partner_date_of_birth}
          onChange={(partner_date_of_birth) => update({ partner_date_of_birth })}
          error={errors.partner_date_of_birth}
        />
      </FormSection>

      <FormSection title={t('signup.section.consents')}>
        <p className="text-sm text-stone-600">{rich('signup.consents.text', { privacy: link(paths.privacy), terms: link(paths.terms) })}</p>
        <Checkbox name="opt_in_for_marketing" checked={form.opt_in_for_marketing} onCheckedChange={(opt_in_for_marketing) => update({ opt_in_for_marketing })}>
          {t('signup.consents.marketing')}
        </Checkbox>
      </FormSection>
    </div>
  );
}
