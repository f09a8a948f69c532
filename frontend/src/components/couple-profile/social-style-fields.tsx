import { ChoiceGroup } from '../ui/choice-group';
import { useT } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';
import { FormSection } from './form-section';
import {
  AGE_PREFERENCES,
  COMMUNICATION_STYLES,
  COUPLE_TYPE_PREFERENCES,
  IDEAL_SOCIAL_OUTINGS,
  PLANNING_STYLES,
} from '../../lib/couple-profile/profile-options';
import type { ProfileFieldsProps } from './profile-fields-props';
import { TravelDestinationsField } from './travel-destinations-field';

/** The wizard's step 3, "Complete Your Couple's Profile": social style and who they would like to meet. */
export function SocialStyleFields({ form, errors, update, toggle }: ProfileFieldsProps) {
  const t = useT();
  const optionLabel = useOptionLabel();
  return (
    <div className="space-y-8">
      <FormSection title={t('profileFields.section.socialStyle')}>
        <ChoiceGroup
          legend={t('profileFields.outing.legend')}
          description={t('profileFields.chooseAtLeastTwo')}
          options={IDEAL_SOCIAL_OUTINGS}
          labelOf={optionLabel}
          selected={form.idealSocialOuting}
          multiple
          required
          onToggle={(value) => toggle('idealSocialOuting', value)}
          error={errors.idealSocialOuting}
        />
        <ChoiceGroup
          legend={t('profileFields.planning.legend')}
          options={PLANNING_STYLES}
          labelOf={optionLabel}
          selected={[form.planningStyle]}
          required
          columns={3}
          onToggle={(planningStyle) => update({ planningStyle })}
          error={errors.planningStyle}
        />
        <ChoiceGroup
          legend={t('profileFields.communication.legend')}
          options={COMMUNICATION_STYLES}
          labelOf={optionLabel}
          selected={[form.communication_style]}
          required
          onToggle={(communication_style) => update({ communication_style })}
          error={errors.communication_style}
        />
      </FormSection>

      <FormSection title={t('profileFields.section.whoToMeet')}>
        <ChoiceGroup
          legend={t('profileFields.age.legend')}
          options={AGE_PREFERENCES}
          labelOf={optionLabel}
          selected={[form.socialAgePreference]}
          required
          columns={3}
          onToggle={(socialAgePreference) => update({ socialAgePreference })}
          error={errors.socialAgePreference}
        />
        <ChoiceGroup
          legend={t('profileFields.coupleType.legend')}
          description={t('profileFields.coupleType.description')}
          options={COUPLE_TYPE_PREFERENCES}
          labelOf={optionLabel}
          selected={form.diverseCouplesPreference}
          multiple
          onToggle={(value) => toggle('diverseCouplesPreference', value)}
        />
      </FormSection>

      <FormSection title={t('profileFields.section.travel')}>
        <TravelDestinationsField
          value={form.travelDestinations}
          onAdd={(destination) => toggle('travelDestinations', destination)}
          onRemove={(destination) => toggle('travelDestinations', destination)}
          error={errors.travelDestinations}
        />
      </FormSection>
    </div>
  );
}
