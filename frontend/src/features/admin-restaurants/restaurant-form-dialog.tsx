import { useId } from 'react';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../api/api-error';
import { getListRestaurantsQueryKey, useCreateRestaurant, useUpdateRestaurant } from '../../api/generated/restaurants/restaurants';
import { RestaurantDto } from '../../api/generated/model';
import { createRestaurantBody } from '../../api/generated/zod/restaurants/restaurants';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { describedBy, Field, inputClasses, SelectField, TextField } from '../../components/ui/field';
import { Switch } from '../../components/ui/switch';
import { useToast } from '../../components/ui/toast';
import { bindField, bindValue } from '../../lib/forms/bind-field';
import { messagesOf } from '../../lib/forms/form-checks';
import { FormMessages } from '../../lib/forms/form-messages';
import { trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { invalidating } from '../../lib/query-client';
import {
  emptyRestaurant,
  PRESET_CUISINES,
  PRESET_DIETARY,
  PRESET_VIBES,
  PRICE_RANGES,
  RestaurantFormValues,
  SERVER_FIELDS,
  toFormValues,
  toRestaurantBody,
  validateRestaurant,
} from './restaurant-form';
import { TagInput } from './tag-input';

const body = createRestaurantBody.shape;

/**
 * The fields as typed. The generated body's rules check the names, place, price range and
 * tags; validateRestaurant the rest (numbers typed as text, the optional contacts).
 */
const restaurantFormSchema = z.object({
  name: trimmed(body.name),
  address: trimmed(body.address),
  city: trimmed(body.city),
  country: trimmed(body.country),
  phone: z.string(),
  website: z.string(),
  email: z.string(),
  description: z.string(),
  cuisineTypes: body.cuisine_types,
  priceRange: z.string().pipe(body.price_range),
  dietaryAccommodations: body.dietary_accommodations,
  diningVibeTags: body.dining_vibe_tags,
  avgRating: z.string(),
  maxPartySize: z.string(),
  tablesPerNight: z.string(),
  isActive: z.boolean(),
});

/** The server's words for the rules the schema holds (validateRestaurant's too). */
const RESTAURANT_MESSAGES: FormMessages<RestaurantFormValues> = {
  name: { required: 'Restaurant name is required.', tooLong: 'Restaurant name cannot exceed 200 characters.' },
  address: { required: 'Address is required.', tooLong: 'Address cannot exceed 500 characters.' },
  city: { required: 'City is required.', tooLong: 'City cannot exceed 100 characters.' },
  country: { required: 'Country is required.', tooLong: 'Country cannot exceed 100 characters.' },
  cuisineTypes: { required: 'At least one cuisine type is required.' },
  priceRange: 'Price range is required.',
  dietaryAccommodations: { required: 'At least one dietary accommodation is required.' },
  diningVibeTags: { required: 'At least one dining vibe tag is required.' },
};

/** Add or edit a restaurant (admin-side spec, section 5, plus tables per night). */
export function RestaurantFormDialog({ restaurant, onClose, onSaved }: { restaurant: RestaurantDto | null; onClose(): void; onSaved(): void }) {
  const { toast } = useToast();
  const create = useCreateRestaurant(invalidating([getListRestaurantsQueryKey()]));
  const update = useUpdateRestaurant(invalidating([getListRestaurantsQueryKey()]));
  const descriptionId = useId();
  const form = useServerForm(restaurantFormSchema, {
    defaultValues: restaurant ? toFormValues(restaurant) : emptyRestaurant,
    messages: RESTAURANT_MESSAGES,
    checks: validateRestaurant,
  });
  const values = form.watch();
  const errors = messagesOf<RestaurantFormValues>(form.formState.errors);

  const onSubmit = (checked: RestaurantFormValues) => {
    const failure = restaurant ? 'Failed to update restaurant' : 'Failed to create restaurant';
    const callbacks = {
      onSuccess: () => {
        toast({ title: restaurant ? 'Restaurant updated' : 'Restaurant created', description: checked.name, variant: 'success' as const });
        onSaved();
      },
      onError: (error: unknown) => {
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        for (const [name, messages] of Object.entries(fields ?? {})) if (SERVER_FIELDS[name]) form.setError(SERVER_FIELDS[name], { message: messages[0] });
        toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
      },
    };
    const data = toRestaurantBody(checked);
    if (restaurant) update.mutate({ id: restaurant.id, data }, callbacks);
    else create.mutate({ data }, callbacks);
  };

  const busy = create.isPending || update.isPending;
  return (
    <Dialog open onClose={onClose} title={restaurant ? 'Edit Restaurant' : 'Add Restaurant'} size="wide">
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Restaurant name" required maxLength={200} {...bindField(form, 'name')} className="sm:col-span-2" />
          <TextField label="Address" required maxLength={500} {...bindField(form, 'address')} className="sm:col-span-2" />
          <TextField label="City" required maxLength={100} {...bindField(form, 'city')} />
          <TextField label="Country" required maxLength={100} {...bindField(form, 'country')} />
          <TextField label="Phone" type="tel" maxLength={20} {...bindField(form, 'phone')} />
          <TextField label="Website" type="url" placeholder="https://" {...bindField(form, 'website')} />
          <TextField
            label="Reservations email"
            type="email"
            maxLength={254}
            hint="Reservation mails go here (table, party size, dietary needs, a link to confirm)."
            {...bindField(form, 'email')}
            className="sm:col-span-2"
          />
          <SelectField label="Price range" required options={PRICE_RANGES} {...bindField(form, 'priceRange')} />
          <TextField label="Average rating (0-5)" type="number" min={0} max={5} step={0.1} {...bindField(form, 'avgRating')} />
          <TextField label="Max party size (people)" type="number" min={2} max={50} step={1} {...bindField(form, 'maxPartySize')} />
          <TextField
            label="Tables per night"
            type="number"
            min={1}
            max={50}
            step={1}
            hint="Matching never seats more groups here in one night."
            {...bindField(form, 'tablesPerNight')}
          />
        </div>
        <Field label="Description" htmlFor={descriptionId} error={errors.description}>
          <textarea
            id={descriptionId}
            rows={3}
            maxLength={1000}
            className={inputClasses(Boolean(errors.description))}
            value={values.description}
            onChange={(event) => bindValue(form, 'description').onValueChange(event.target.value)}
            {...describedBy(descriptionId, errors.description)}
          />
        </Field>
        <TagInput
          label="Cuisine types"
          tags={values.cuisineTypes}
          presets={PRESET_CUISINES}
          error={errors.cuisineTypes}
          onChange={bindValue(form, 'cuisineTypes').onValueChange}
        />
        <TagInput
          label="Dietary accommodations"
          tags={values.dietaryAccommodations}
          presets={PRESET_DIETARY}
          error={errors.dietaryAccommodations}
          onChange={bindValue(form, 'dietaryAccommodations').onValueChange}
        />
        <TagInput
          label="Dining vibe tags"
          tags={values.diningVibeTags}
          presets={PRESET_VIBES}
          error={errors.diningVibeTags}
          onChange={bindValue(form, 'diningVibeTags').onValueChange}
        />
        <div className="flex items-center gap-3">
          <Switch label="Active" checked={values.isActive} onCheckedChange={bindValue(form, 'isActive').onValueChange} />
          <span className="text-sm text-stone-700">{values.isActive ? 'Active: offered for matches' : 'Inactive: not offered for matches'}</span>
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? 'Saving...' : restaurant ? 'Save Changes' : 'Add Restaurant'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
