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
import type { MessageId } from '../../i18n/catalogues';
import { useT, type Translate } from '../../i18n/use-t';

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

/** The server's words for the rules the schema holds (validateRestaurant's too), in the reader's language. */
function restaurantMessages(t: Translate): FormMessages<RestaurantFormValues> {
  const text = (label: MessageId, max: number) => ({
    required: t('admin.restaurants.rule.required', { label: t(label) }),
    tooLong: t('admin.restaurants.rule.tooLong', { label: t(label), max }),
  });
  return {
    name: text('admin.restaurants.form.name', 200),
    address: text('admin.restaurants.form.address', 500),
    city: text('admin.restaurants.form.city', 100),
    country: text('admin.restaurants.form.country', 100),
    cuisineTypes: { required: t('admin.restaurants.rule.cuisines') },
    priceRange: t('admin.restaurants.rule.price'),
    dietaryAccommodations: { required: t('admin.restaurants.rule.diets') },
    diningVibeTags: { required: t('admin.restaurants.rule.vibes') },
  };
}

/** Add or edit a restaurant (admin-side spec, section 5, plus tables per night). */
export function RestaurantFormDialog({ restaurant, onClose, onSaved }: { restaurant: RestaurantDto | null; onClose(): void; onSaved(): void }) {
  const t = useT();
  const { toast } = useToast();
  const create = useCreateRestaurant(invalidating([getListRestaurantsQueryKey()]));
  const update = useUpdateRestaurant(invalidating([getListRestaurantsQueryKey()]));
  const descriptionId = useId();
  const form = useServerForm(restaurantFormSchema, {
    defaultValues: restaurant ? toFormValues(restaurant) : emptyRestaurant,
    messages: restaurantMessages(t),
    checks: validateRestaurant(t),
  });
  const values = form.watch();
  const errors = messagesOf<RestaurantFormValues>(form.formState.errors);

  const onSubmit = (checked: RestaurantFormValues) => {
    const failure = t(restaurant ? 'admin.restaurants.form.updateFailed' : 'admin.restaurants.form.createFailed');
    const callbacks = {
      onSuccess: () => {
        toast({
          title: t(restaurant ? 'admin.restaurants.form.updated' : 'admin.restaurants.form.created'),
          description: checked.name,
          variant: 'success' as const,
        });
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
    <Dialog open onClose={onClose} title={t(restaurant ? 'admin.restaurants.form.editTitle' : 'admin.restaurants.add')} size="wide">
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.restaurants.form.name')} required maxLength={200} {...bindField(form, 'name')} className="sm:col-span-2" />
          <TextField label={t('admin.restaurants.form.address')} required maxLength={500} {...bindField(form, 'address')} className="sm:col-span-2" />
          <TextField label={t('admin.restaurants.form.city')} required maxLength={100} {...bindField(form, 'city')} />
          <TextField label={t('admin.restaurants.form.country')} required maxLength={100} {...bindField(form, 'country')} />
          <TextField label={t('admin.restaurants.form.phone')} type="tel" maxLength={20} {...bindField(form, 'phone')} />
          <TextField
            label={t('admin.restaurants.form.website')}
            type="url"
            placeholder={t('admin.restaurants.form.websitePlaceholder')}
            {...bindField(form, 'website')}
          />
          <TextField
            label={t('admin.restaurants.form.email')}
            type="email"
            maxLength={254}
            hint={t('admin.restaurants.form.emailHint')}
            {...bindField(form, 'email')}
            className="sm:col-span-2"
          />
          <SelectField label={t('admin.restaurants.priceRange')} required options={PRICE_RANGES} {...bindField(form, 'priceRange')} />
          <TextField label={t('admin.restaurants.form.rating')} type="number" min={0} max={5} step={0.1} {...bindField(form, 'avgRating')} />
          <TextField label={t('admin.restaurants.form.partySize')} type="number" min={2} max={50} step={1} {...bindField(form, 'maxPartySize')} />
          <TextField
            label={t('admin.restaurants.form.tables')}
            type="number"
            min={1}
            max={50}
            step={1}
            hint={t('admin.restaurants.form.tablesHint')}
            {...bindField(form, 'tablesPerNight')}
          />
        </div>
        <Field label={t('admin.restaurants.form.description')} htmlFor={descriptionId} error={errors.description}>
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
          label={t('admin.restaurants.form.cuisines')}
          tags={values.cuisineTypes}
          presets={PRESET_CUISINES}
          error={errors.cuisineTypes}
          onChange={bindValue(form, 'cuisineTypes').onValueChange}
        />
        <TagInput
          label={t('admin.restaurants.form.diets')}
          tags={values.dietaryAccommodations}
          presets={PRESET_DIETARY}
          error={errors.dietaryAccommodations}
          onChange={bindValue(form, 'dietaryAccommodations').onValueChange}
        />
        <TagInput
          label={t('admin.restaurants.form.vibes')}
          tags={values.diningVibeTags}
          presets={PRESET_VIBES}
          error={errors.diningVibeTags}
          onChange={bindValue(form, 'diningVibeTags').onValueChange}
        />
        <div className="flex items-center gap-3">
          <Switch label={t('admin.restaurants.form.activeLabel')} checked={values.isActive} onCheckedChange={bindValue(form, 'isActive').onValueChange} />
          <span className="text-sm text-stone-700">{t(values.isActive ? 'admin.restaurants.form.active' : 'admin.restaurants.form.inactive')}</span>
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('admin.restaurants.form.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? t('admin.restaurants.form.saving') : t(restaurant ? 'admin.restaurants.form.save' : 'admin.restaurants.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
