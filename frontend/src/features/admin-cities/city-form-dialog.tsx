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
import { trimmed } from '../../lib/forms/schema-helpers';
import { useServerForm } from '../../lib/forms/use-server-form';
import { invalidating } from '../../lib/query-client';
import { checkCity, cityMessages, CityFormValues, emptyCity, SERVER_FIELDS, STATUS_LABELS, toCityBody, toFormValues } from './city-form';
import { useT } from '../../i18n/use-t';

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

/** Add or edit a city (issue 49): the server checks the zone, currency and language and says which field is wrong. */
export function CityFormDialog({ city, onClose }: { city: CityDto | null; onClose(): void }) {
  const t = useT();
  const { toast } = useToast();
  const refresh = invalidating([getListCitiesQueryKey(), getListPublicCitiesQueryKey()]);
  const create = useCreateCity(refresh);
  const update = useUpdateCity(refresh);
  const statusId = useId();
  const form = useServerForm(cityFormSchema, { defaultValues: city ? toFormValues(city) : emptyCity, messages: cityMessages(t), checks: checkCity(t) });
  const statusError = form.formState.errors.status?.message;
  const title = city ? t('admin.cities.editLabel', { name: city.name }) : t('admin.cities.add');

  const onSubmit = (checked: CityFormValues) => {
    const callbacks = {
      onSuccess: () => {
        toast({ title: t(city ? 'admin.cities.saved' : 'admin.cities.added'), description: checked.name, variant: 'success' as const });
        onClose();
      },
      onError: (error: unknown) => {
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        for (const [name, messages] of Object.entries(fields ?? {})) if (SERVER_FIELDS[name]) form.setError(SERVER_FIELDS[name], { message: messages[0] });
        toast({ title: t('admin.cities.notSaved'), description: errorMessage(error, t('common.tryAgain')), variant: 'destructive' });
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
          <TextField label={t('admin.cities.city')} required maxLength={100} {...bindField(form, 'name')} />
          <TextField label={t('admin.cities.country')} required maxLength={100} {...bindField(form, 'country')} />
          <TextField label={t('admin.cities.timeZone')} required hint={t('admin.cities.timeZoneHint')} {...bindField(form, 'timeZone')} />
          <TextField label={t('admin.cities.currency')} required maxLength={3} hint={t('admin.cities.currencyHint')} {...bindField(form, 'currency')} />
          <TextField label={t('admin.cities.language')} required hint={t('admin.cities.languageHint')} {...bindField(form, 'language')} />
          <Field label={t('admin.cities.status')} htmlFor={statusId} error={statusError} required>
            <select
              id={statusId}
              className={inputClasses(Boolean(statusError))}
              value={form.watch('status')}
              onChange={(event) => form.setValue('status', event.target.value as CityStatus, { shouldDirty: true })}
              {...describedBy(statusId, statusError)}
            >
              {Object.entries(STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </select>
          </Field>
          <TextField label={t('admin.cities.defaultFee')} required inputMode="decimal" hint={t('admin.cities.feeHint')} {...bindField(form, 'defaultFee')} />
        </div>
        {city && <p className="text-sm text-stone-600">{t('admin.cities.locked')}</p>}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t(city ? 'admin.cities.save' : 'admin.cities.addCity')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
