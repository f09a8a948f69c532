import { ChoiceGroup } from '../ui/choice-group';
import { useT } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';
import { LIFE_STAGES, REASONS_FOR_JOINING } from '../../lib/couple-profile/profile-options';
import { FormSection } from './form-section';
import type { ProfileFieldsProps } from './profile-fields-props';

/** Why the couple joins and which couples it would most like to meet (the wizard's step 1). */
export function SocialVibeFields({ form, errors, update, toggle }: ProfileFieldsProps) {
  const t = useT();
  const optionLabel = useOptionLabel();
  return (
    <FormSection title={t('profileFields.section.socialVibe')}>
      <ChoiceGroup
        legend={t('profileFields.reasons.legend')}
        description={t('profileFields.chooseAll')}
        options={REASONS_FOR_JOINING}
        labelOf={optionLabel}
        selected={form.bringingToTablemates}
        multiple
        required
        onToggle={(value) => toggle('bringingToTablemates', value)}
        error={errors.bringingToTablemates}
      />
      <ChoiceGroup
        legend={t('profileFields.lifeStage.legend')}
        options={LIFE_STAGES}
        labelOf={optionLabel}
        selected={[form.lifeStagePreference]}
        onToggle={(value) => update({ lifeStagePreference: value })}
        columns={1}
      />
    </FormSection>
  );
}
