import { useCallback } from 'react';
import { ChoiceGroup } from '../ui/choice-group';
import { TextField } from '../ui/field';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { FormSection } from './form-section';
import { LocationField } from './location-field';
import { isOptionDisabled } from '../../lib/couple-profile/profile-form';
import { CUISINES, DIETARY_RESTRICTIONS, DINING_FREQUENCIES, DINING_VIBES, OTHER_DIET, PRICE_PREFERENCES } from '../../lib/couple-profile/profile-options';
import type { ProfileFieldsProps } from './profile-fields-props';

/** The wizard's step 2, 'Your Culinary & Dining Preferences'. */
export function DiningPreferencesFields({ form, errors, update, toggle }: ProfileFieldsProps) {
  const setLocation = useCallback((location: string) => update({ location }), [update]);
  return (
    <div className="space-y-8">
      <FormSection title="Where and how often">
        <LocationField value={form.location} error={errors.location} onChange={setLocation} />
        <ChoiceGroup
          legend="How often do you dine out?"
          options={DINING_FREQUENCIES}
          selected={[form.diningFrequencyNew]}
          required
          onToggle={(diningFrequencyNew) => update({ diningFrequencyNew })}
          error={errors.diningFrequencyNew}
        />
        <ChoiceGroup
          legend="Budget per person"
          options={PRICE_PREFERENCES}
          selected={form.restaurant_price_preference}
          multiple
          required
          columns={2}
          onToggle={(value) => toggle('restaurant_price_preference', value)}
          isDisabled={(value) => isOptionDisabled(form, 'restaurant_price_preference', value)}
          error={errors.restaurant_price_preference}
        />
      </FormSection>

      <FormSection title="What you like to eat">
        <ChoiceGroup
          legend="Favourite cuisines"
          description="Choose at least 2, or let us surprise you."
          options={CUISINES}
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
          legend="Dietary restrictions"
          description="Choose all that apply to either of you, or 'None'."
          options={DIETARY_RESTRICTIONS}
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
            label="Please specify"
            name="otherDietaryRestrictions"
            required
            maxLength={FIELD_LIMITS.otherDietaryRestrictions}
            value={form.otherDietaryRestrictions}
            onValueChange={(otherDietaryRestrictions) => update({ otherDietaryRestrictions })}
            error={errors.otherDietaryRestrictions}
          />
        )}
      </FormSection>

      <FormSection title="Your dining vibe">
        <ChoiceGroup
          legend="Which dining vibes suit you?"
          description="Choose at least 1."
          options={DINING_VIBES}
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
