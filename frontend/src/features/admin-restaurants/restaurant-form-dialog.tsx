import { FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { getListRestaurantsQueryKey, useCreateRestaurant, useUpdateRestaurant } from '../../api/generated/restaurants/restaurants';
import { RestaurantDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { describedBy, Field, inputClasses, SelectField, TextField } from '../../components/ui/field';
import { Switch } from '../../components/ui/switch';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import {
  emptyRestaurant,
  PRESET_CUISINES,
  PRESET_DIETARY,
  PRESET_VIBES,
  PRICE_RANGES,
  RestaurantFormErrors,
  RestaurantFormValues,
  SERVER_FIELDS,
  toFormValues,
  toRestaurantBody,
  validateRestaurant,
} from './restaurant-form';
import { TagInput } from './tag-input';

/** Add or edit a restaurant (admin-side spec, section 5, plus tables per night). */
export function RestaurantFormDialog({ restaurant, onClose, onSaved }: { restaurant: RestaurantDto | null; onClose(): void; onSaved(): void }) {
  const { toast } = useToast();
  const create = useCreateRestaurant(invalidating([getListRestaurantsQueryKey()]));
  const update = useUpdateRestaurant(invalidating([getListRestaurantsQueryKey()]));
  const descriptionId = useId();
  const [values, setValues] = useState<RestaurantFormValues>(() => (restaurant ? toFormValues(restaurant) : emptyRestaurant));
  const [errors, setErrors] = useState<RestaurantFormErrors>({});
  const set =
    <K extends keyof RestaurantFormValues>(field: K) =>
    (value: RestaurantFormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRestaurant(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const failure = restaurant ? 'Failed to update restaurant' : 'Failed to create restaurant';
    const callbacks = {
      onSuccess: () => {
        toast({ title: restaurant ? 'Restaurant updated' : 'Restaurant created', description: values.name.trim(), variant: 'success' as const });
        onSaved();
      },
      onError: (error: unknown) => {
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([name, messages]) => [SERVER_FIELDS[name] ?? name, messages[0]])));
        toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
      },
    };
    const data = toRestaurantBody(values);
    if (restaurant) update.mutate({ id: restaurant.id, data }, callbacks);
    else create.mutate({ data }, callbacks);
  };

  const busy = create.isPending || update.isPending;
  return (
    <Dialog open onClose={onClose} title={restaurant ? 'Edit Restaurant' : 'Add Restaurant'} size="wide">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Restaurant name"
            required
            maxLength={200}
            value={values.name}
            error={errors.name}
            onValueChange={set('name')}
            className="sm:col-span-2"
          />
          <TextField
            label="Address"
            required
            maxLength={500}
            value={values.address}
            error={errors.address}
            onValueChange={set('address')}
            className="sm:col-span-2"
          />
          <TextField label="City" required maxLength={100} value={values.city} error={errors.city} onValueChange={set('city')} />
          <TextField label="Country" required maxLength={100} value={values.country} error={errors.country} onValueChange={set('country')} />
          <TextField label="Phone" type="tel" maxLength={20} value={values.phone} error={errors.phone} onValueChange={set('phone')} />
          <TextField label="Website" type="url" placeholder="https://" value={values.website} error={errors.website} onValueChange={set('website')} />
          <TextField
            label="Reservations email"
            type="email"
            maxLength={254}
            hint="Reservation mails go here (table, party size, dietary needs, a link to confirm)."
            value={values.email}
            error={errors.email}
            onValueChange={set('email')}
            className="sm:col-span-2"
          />
          <SelectField
            label="Price range"
            required
            options={PRICE_RANGES}
            value={values.priceRange}
            error={errors.priceRange}
            onValueChange={set('priceRange')}
          />
          <TextField
            label="Average rating (0-5)"
            type="number"
            min={0}
            max={5}
            step={0.1}
            value={values.avgRating}
            error={errors.avgRating}
            onValueChange={set('avgRating')}
          />
          <TextField
            label="Max party size (people)"
            type="number"
            min={2}
            max={50}
            step={1}
            value={values.maxPartySize}
            error={errors.maxPartySize}
            onValueChange={set('maxPartySize')}
          />
          <TextField
            label="Tables per night"
            type="number"
            min={1}
            max={50}
            step={1}
            value={values.tablesPerNight}
            error={errors.tablesPerNight}
            hint="Matching never seats more groups here in one night."
            onValueChange={set('tablesPerNight')}
          />
        </div>
        <Field label="Description" htmlFor={descriptionId} error={errors.description}>
          <textarea
            id={descriptionId}
            rows={3}
            maxLength={1000}
            className={inputClasses(Boolean(errors.description))}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            {...describedBy(descriptionId, errors.description)}
          />
        </Field>
        <TagInput label="Cuisine types" tags={values.cuisineTypes} presets={PRESET_CUISINES} error={errors.cuisineTypes} onChange={set('cuisineTypes')} />
        <TagInput
          label="Dietary accommodations"
          tags={values.dietaryAccommodations}
          presets={PRESET_DIETARY}
          error={errors.dietaryAccommodations}
          onChange={set('dietaryAccommodations')}
        />
        <TagInput label="Dining vibe tags" tags={values.diningVibeTags} presets={PRESET_VIBES} error={errors.diningVibeTags} onChange={set('diningVibeTags')} />
        <div className="flex items-center gap-3">
          <Switch label="Active" checked={values.isActive} onCheckedChange={set('isActive')} />
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
