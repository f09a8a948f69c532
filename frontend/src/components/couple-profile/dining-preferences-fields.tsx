import { useCallback } from 'react';
import { ChoiceGroup } from '../ui/choice-group';
import { useT } from '../../i18n/use-t';
import { useOptionLabel } from '../../lib/couple-profile/option-labels';
import { TextField } from '../ui/field';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { FormSection } from './form-section';
import { LocationField } from './location-field';
import { isOptionDisabled } from '../../lib/couple-profile/profile-form';
import { CUISINES, DIETARY_RESTRICTIONS, DINING_FREQUENCIES, DINING_VIBES, OTHER_DIET, PRICE_PREFERENCES } from '../../lib/couple-profile/profile-options';
import type { ProfileFieldsProps } from './profile-fields-props';

/** The wizard's step 2, 'Your Culinary & Dining Preferences'. */
export function DiningPreferencesFields({ form, errors, update, toggle }: ProfileFieldsProps) {
  const t = useT();
  const optionLabel = useOptionLabel();
  const setLocation = useCallback((location: string) => update({ location }), [update]);
  return (
    <div className="space-y-8">
      <FormSection title={t('profileFields.section.whereHowOften')}>
        <LocationField value={form.location} error={errors.location} onChange={setLocation} />
        <ChoiceGroup
          legend={t('profileFields.diningFrequency.legend')}
          options={DINING_FREQUENCIES}
          labelOf={optionLabel}
          selected={[form.diningFrequencyNew]}
          required
          onToggle={(diningFrequencyNew) => update({ diningFrequencyNew })}
          error={errors.diningFrequencyNew}
        />
        <ChoiceGroup
          legend={t('profileFields.budget.legend')}
          options={PRICE_PREFERENCES}
          labelOf={optionLabel}
          selected={form.restaurant_price_preference}
          multiple
          required
          columns={2}
          onToggle={(value) => toggle('restaurant_price_preference', value)}
          isDisabled={(value) => isOptionDisabled(form, 'restaurant_price_preference', value)}
          error={errors.restaurant_price_preference}
        />
      </FormSection>

      <FormSection title={t('profileFields.section.food')}>
        <ChoiceGroup
          legend={t('profileFields.cuisines.legend')}
          description={t('profileFields.cuisines.description')}
          options={CUISINES}
          labelOf={optionLabel}
          selected={form.cuisine_types}
          multiple
          required
          columns={3}
          chipsOnPhone
          onToggle={(value) => toggle('cuisine_types', value)}
          isDisabled={(value) => isOptionDisabled(form, 'cuisine_types', value)}
          error={errors.cuisine_types}
        />
        <ChoiceGroup
          legend={t('profileFields.diet.legend')}
          description={t('profileFields.diet.description')}
          options={DIETARY_RESTRICTIONS}
          labelOf={optionLabel}
          selected={form.dietary_restrictions}
          multiple
          required
          columns={3}
          chipsOnPhone
          onToggle={(value) => toggle('dietary_restrictions', value)}
          isDisabled={(value) => isOptionDisabled(form, 'dietary_restrictions', value)}
          error={errors.dietary_restrictions}
        />
        {form.dietary_restrictions.includes(OTHER_DIET) && (
          <TextField
            label={t('profileFields.diet.other')}
            name="otherDietaryRestrictions"
            required
            maxLength={FIELD_LIMITS.otherDietaryRestrictions}
            value={form.otherDietaryRestrictions}
            onValueChange={(otherDietaryRestrictions) => update({ otherDietaryRestrictions })}
            error={errors.otherDietaryRestrictions}
          />
        )}
      </FormSection>

      <FormSection title={t('profileFields.section.vibe')}>
        <ChoiceGroup
          legend={t('profileFields.vibe.legend')}
          description={t('profileFields.chooseAtLeastOne')}
          options={DINING_VIBES}
          labelOf={optionLabel}
          selected={form.diningVibe}
          multiple
          required
          chipsOnPhone
          onToggle={(value) => toggle('diningVibe', value)}
          error={errors.diningVibe}
        />
      </FormSection>
    </div>
  );
}
