import { useId } from 'react';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../api/api-error';
import { getListCitiesQueryKey, useCreateCity, useUpdateCity } from '../../api/generated/admin/admin';
import { getListPublicCitiesQueryKey } from '../../api/generated/cities/cities';
import type { CityDto, CityStatus } from '../../api/generated/model';
import { createCityBody } from '../../api/generated/zod/admin/admin';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { describedBy, Field, inputClasses, TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { bindField } from '../../lib/forms/bind-field';
import { FormMessages } from '../../lib/forms/form-messages';
import { trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { invalidating } from '../../lib/query-client';
import { checkCity, CityFormValues, emptyCity, SERVER_FIELDS, STATUS_LABELS, toCityBody, toFormValues } from './city-form';

const body = createCityBody.shape;

/** The fields as typed: the generated body's rules, the fee as text (checkCity turns it into minor units). */
const cityFormSchema = z.object({
  name: trimmed(body.name),
  country: trimmed(body.country),
  timeZone: trimmed(body.time_zone.min(1)),
  currency: trimmed(body.currency.length(3)),
  language: trimmed(body.language.min(1)),
  status: body.status,
  defaultFee: z.string(),
});

const CITY_MESSAGES: FormMessages<CityFormValues> = {
  name: { required: 'Please give the city a name.', tooLong: 'The name cannot exceed 100 characters.' },
  country: { required: 'Please give the country.', tooLong: 'The country cannot exceed 100 characters.' },
  timeZone: 'Please give an IANA time zone (for example Europe/Paris).',
  currency: 'Please give an ISO 4217 currency code of 3 letters (for example EUR, GBP).',
  language: 'Please give a language tag (for example en, fr).',
  status: 'Please choose a status.',
};

/** Add or edit a city (issue 49): the server checks the zone, currency and language and says which field is wrong. */
export function CityFormDialog({ city, onClose }: { city: CityDto | null; onClose(): void }) {
  const { toast } = useToast();
  const refresh = invalidating([getListCitiesQueryKey(), getListPublicCitiesQueryKey()]);
  const create = useCreateCity(refresh);
  const update = useUpdateCity(refresh);
  const statusId = useId();
  const form = useServerForm(cityFormSchema, { defaultValues: city ? toFormValues(city) : emptyCity, messages: CITY_MESSAGES, checks: checkCity });
  const statusError = form.formState.errors.status?.message;
  const title = city ? `Edit ${city.name}` : 'Add a city';

  const onSubmit = (checked: CityFormValues) => {
    const callbacks = {
      onSuccess: () => {
        toast({ title: city ? 'City saved' : 'City added', description: checked.name, variant: 'success' as const });
        onClose();
      },
      onError: (error: unknown) => {
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        for (const [name, messages] of Object.entries(fields ?? {})) if (SERVER_FIELDS[name]) form.setError(SERVER_FIELDS[name], { message: messages[0] });
        toast({ title: 'City not saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      },
    };
    const data = toCityBody(checked);
    if (city) update.mutate({ id: city.id, data }, callbacks);
    else create.mutate({ data }, callbacks);
  };

  const busy = create.isPending || update.isPending;
  return (
    <Dialog open onClose={onClose} title={title} size="wide">
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="City" required maxLength={100} {...bindField(form, 'name')} />
          <TextField label="Country" required maxLength={100} {...bindField(form, 'country')} />
          <TextField label="Time zone" required hint="IANA name, for example Europe/Paris." {...bindField(form, 'timeZone')} />
          <TextField label="Currency" required maxLength={3} hint="ISO 4217 code, for example EUR or GBP." {...bindField(form, 'currency')} />
          <TextField label="Language" required hint="The city's default language, for example en or fr." {...bindField(form, 'language')} />
          <Field label="Status" htmlFor={statusId} error={statusError} required>
            <select
              id={statusId}
              className={inputClasses(Boolean(statusError))}
              value={form.watch('status')}
              onChange={(event) => form.setValue('status', event.target.value as CityStatus, { shouldDirty: true })}
              {...describedBy(statusId, statusError)}
            >
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <TextField
            label="Default fee"
            required
            inputMode="decimal"
            hint="In the city's currency, for example 15.00: a new dinner's fee there."
            {...bindField(form, 'defaultFee')}
          />
        </div>
        {city && <p className="text-sm text-stone-600">Once a city has dinners, its name, country, time zone and currency can no longer change.</p>}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {city ? 'Save city' : 'Add city'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
