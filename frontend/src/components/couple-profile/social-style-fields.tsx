import { ChoiceGroup } from '../ui/choice-group';
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
  return (
    <div className="space-y-8">
      <FormSection title="Your social style">
        <ChoiceGroup
          legend="What's your ideal social outing?"
          description="Choose at least 2."
          options={IDEAL_SOCIAL_OUTINGS}
          selected={form.idealSocialOuting}
          multiple
          required
          onToggle={(value) => toggle('idealSocialOuting', value)}
          error={errors.idealSocialOuting}
        />
        <ChoiceGroup
          legend="How do you like to plan your social life?"
          options={PLANNING_STYLES}
          selected={[form.planningStyle]}
          required
          columns={3}
          onToggle={(planningStyle) => update({ planningStyle })}
          error={errors.planningStyle}
        />
        <ChoiceGroup
          legend="How do you usually interact when meeting new people?"
          options={COMMUNICATION_STYLES}
          selected={[form.communication_style]}
          required
          onToggle={(communication_style) => update({ communication_style })}
          error={errors.communication_style}
        />
      </FormSection>

      <FormSection title="Who you'd like to meet">
        <ChoiceGroup
          legend="Age preference for other couples"
          options={AGE_PREFERENCES}
          selected={[form.socialAgePreference]}
          required
          columns={3}
          onToggle={(socialAgePreference) => update({ socialAgePreference })}
          error={errors.socialAgePreference}
        />
        <ChoiceGroup
          legend="Couple type preference"
          description="Optional. Choose all that apply."
          options={COUPLE_TYPE_PREFERENCES}
          selected={form.diverseCouplesPreference}
          multiple
          onToggle={(value) => toggle('diverseCouplesPreference', value)}
        />
      </FormSection>

      <FormSection title="Travel">
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
