import { ChoiceGroup } from '../ui/choice-group';
import { LIFE_STAGES, REASONS_FOR_JOINING } from '../../lib/couple-profile/profile-options';
import { FormSection } from './form-section';
import type { ProfileFieldsProps } from './profile-fields-props';

/** Why the couple joins and which couples it would most like to meet (the wizard's step 1). */
export function SocialVibeFields({ form, errors, update, toggle }: ProfileFieldsProps) {
  return (
    <FormSection title="Your social vibe">
      <ChoiceGroup
        legend="What brings you to Tablemates?"
        description="Choose all that apply."
        options={REASONS_FOR_JOINING}
        selected={form.bringingToTablemates}
        multiple
        required
        onToggle={(value) => toggle('bringingToTablemates', value)}
        error={errors.bringingToTablemates}
      />
      <ChoiceGroup
        legend="Which couples would you most like to meet?"
        options={LIFE_STAGES}
        selected={[form.lifeStagePreference]}
        onToggle={(value) => update({ lifeStagePreference: value })}
        columns={1}
      />
    </FormSection>
  );
}
