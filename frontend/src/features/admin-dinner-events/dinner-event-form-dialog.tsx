import { useId, useState } from 'react';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../api/api-error';
import { useCreateDinnerEvent, useUpdateDinnerEvent } from '../../api/generated/admin/admin';
import { AdminDinnerEventDto, DinnerEventInputDtoFrequency, DinnerLocationDto } from '../../api/generated/model';
import { createDinnerEventBody } from '../../api/generated/zod/admin/admin';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { describedBy, Field, inputClasses, SelectField, TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { bindField, bindValue } from '../../lib/forms/bind-field';
import { useServerForm } from '../../lib/forms/use-server-form';
import { toZonedInput } from '../../lib/zoned-dates';
import { dinnerEventChange } from './dinner-event-lists';
import { cityCurrency, cityZone, deadlineInRevealWindow, DEFAULT_CAPACITY, DinnerEventFormValues, FormProblem, toDinnerEventInput } from './dinner-event-form';
import type { DinnerEventInputDto } from '../../api/generated/model';
import { useLocale, useT } from '../../i18n/use-t';
import { currencyNameOf, currencySymbolOf } from '../../lib/money';
import { frequencyLabel } from './frequency-label';

const body = createDinnerEventBody.shape;

/**
 * The fields as typed: times in the city's zone and numbers as text, which toDinnerEventInput
 * turns into the generated body (its single message says what is missing or wrong).
 */
const dinnerEventFormSchema = z.object({
  country: body.country,
  city: body.city,
  eventDate: z.string(),
  bookingDeadline: z.string(),
  capacity: z.string(),
  frequency: z.string(),
  logisticsFee: z.string(),
});

/** The body's fields (the server's 400 names them) as the form's. */
const FORM_FIELDS: Record<string, keyof DinnerEventFormValues> = {
  country: 'country',
  city: 'city',
  event_date: 'eventDate',
  booking_deadline: 'bookingDeadline',
  capacity: 'capacity',
  frequency: 'frequency',
  logistics_fee: 'logisticsFee',
};

interface Props {
  /** The event to edit; none to create one. */
  event: AdminDinnerEventDto | null;
  locations: readonly DinnerLocationDto[];
  defaultFee: number;
  onClose(): void;
  onSaved(): void;
}

const initialValues = (event: AdminDinnerEventDto | null, defaultFee: number): DinnerEventFormValues =>
  event
    ? {
        country: event.country,
        city: event.city,
        eventDate: toZonedInput(event.event_date, event.time_zone),
        bookingDeadline: toZonedInput(event.booking_deadline, event.time_zone),
        capacity: String(event.capacity),
        frequency: event.frequency,
        logisticsFee: event.logistics_fee.toFixed(2),
      }
    : {
        country: '',
        city: '',
        eventDate: '',
        bookingDeadline: '',
        capacity: String(DEFAULT_CAPACITY),
        frequency: 'monthly',
        logisticsFee: defaultFee.toFixed(2),
      };

/** Create or edit a dinner event. Times are typed in the city's own time zone, which the form names. */
export function DinnerEventFormDialog({ event, locations, defaultFee, onClose, onSaved }: Props) {
  const t = useT();
  const locale = useLocale();
  const { toast } = useToast();
  const create = useCreateDinnerEvent(dinnerEventChange());
  const update = useUpdateDinnerEvent(dinnerEventChange());
  const form = useServerForm(dinnerEventFormSchema, { defaultValues: initialValues(event, defaultFee), messages: {} });
  const values = form.watch();
  const formError = form.formState.errors.root?.message;
  /** A change the couples will be told of, waiting for the admin's go (the server's words say who). */
  const [confirming, setConfirming] = useState<{ message: string; data: DinnerEventInputDto } | null>(null);
  const ids = { event: useId(), deadline: useId() };
  const fieldError = (field: keyof DinnerEventFormValues) => form.formState.errors[field]?.message;
  const zone = cityZone(locations, values.country, values.city);
  const cities = locations.find((location) => location.country === values.country)?.cities.map((entry) => entry.city) ?? [];
  const currency = cityCurrency(locations, values.country, values.city);
  const failure = t(event ? 'admin.eventForm.updateFailed' : 'admin.eventForm.createFailed');
  const deadlineHint = t('admin.eventForm.deadlineHint');
  /** A problem of the typed values in words (a currency by its name). */
  const say = ({ message, values: given }: FormProblem) =>
    t(message, given?.currency ? { ...given, currency: currencyNameOf(String(given.currency), locale) } : given);

  const onSubmit = (typed: DinnerEventFormValues) => {
    const input = toDinnerEventInput(typed, locations);
    if ('error' in input) {
      const message = say(input.error);
      form.setError('root', { message });
      toast({ title: message, variant: 'destructive' });
      return;
    }
    save(input.data);
  };

  const save = (data: DinnerEventInputDto) => {
    setConfirming(null);
    const callbacks = {
      onSuccess: () => {
        toast({
          title: t(event ? 'admin.eventForm.updated' : 'admin.eventForm.created'),
          description: t('admin.events.place', { city: data.city, country: data.country }),
          variant: 'success' as const,
        });
        onSaved();
      },
      onError: (error: unknown) => {
        if (event && error instanceof ApiError && error.body?.code === 'DINNERS.CONFIRM_CHANGE')
          return setConfirming({ message: errorMessage(error, failure), data: { ...data, confirm_changes: true } });
        for (const [field, messages] of Object.entries((error instanceof ApiError && error.body?.fields) || {}))
          if (FORM_FIELDS[field]) form.setError(FORM_FIELDS[field], { message: messages[0] });
        toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
      },
    };
    if (event) update.mutate({ id: event.id, data }, callbacks);
    else create.mutate({ data }, callbacks);
  };

  const busy = create.isPending || update.isPending;
  const lateDeadline = deadlineInRevealWindow(values, locations);
  const zoneNote = zone ? t('admin.eventForm.cityTime', { city: values.city, zone }) : t('admin.eventForm.localTime');
  return (
    <Dialog open onClose={onClose} title={t(event ? 'admin.eventForm.editTitle' : 'admin.eventForm.createTitle')} size="wide">
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('admin.eventForm.country')}
            required
            options={locations.map((location) => location.country)}
            placeholder={t('admin.eventForm.selectCountry')}
            value={values.country}
            error={fieldError('country')}
            onValueChange={(country) => {
              bindValue(form, 'country').onValueChange(country);
              form.setValue('city', '');
            }}
          />
          <SelectField
            label={t('admin.eventForm.city')}
            required
            options={cities}
            placeholder={t(values.country ? 'admin.eventForm.selectCity' : 'admin.eventForm.countryFirst')}
            disabled={!values.country}
            {...bindField(form, 'city')}
          />
          <Field label={t('admin.eventForm.eventDate', { zone: zoneNote })} htmlFor={ids.event} required error={fieldError('eventDate')}>
            <input
              id={ids.event}
              type="datetime-local"
              required
              className={inputClasses(Boolean(fieldError('eventDate')))}
              value={values.eventDate}
              onChange={(e) => form.setValue('eventDate', e.target.value)}
              {...describedBy(ids.event, fieldError('eventDate'))}
            />
          </Field>
          <Field
            label={t('admin.eventForm.deadline', { zone: zoneNote })}
            htmlFor={ids.deadline}
            required
            error={fieldError('bookingDeadline')}
            hint={deadlineHint}
          >
            <input
              id={ids.deadline}
              type="datetime-local"
              required
              className={inputClasses(Boolean(fieldError('bookingDeadline')))}
              value={values.bookingDeadline}
              onChange={(e) => form.setValue('bookingDeadline', e.target.value)}
              {...describedBy(ids.deadline, fieldError('bookingDeadline'), deadlineHint)}
            />
          </Field>
          {lateDeadline && (
            <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:col-span-2">
              {t('admin.eventForm.revealWindow')}
            </p>
          )}
          <TextField
            label={t('admin.eventForm.capacity')}
            type="number"
            min={4}
            step={1}
            inputMode="numeric"
            {...bindField(form, 'capacity')}
            hint={t('admin.eventForm.capacityHint')}
          />
          <SelectField
            label={t('admin.eventForm.frequency')}
            options={Object.values(DinnerEventInputDtoFrequency)}
            labelOf={(frequency) => frequencyLabel(t, frequency)}
            {...bindField(form, 'frequency')}
          />
          <TextField
            label={currency ? t('admin.eventForm.fee', { currency: currencySymbolOf(currency, locale) }) : t('admin.event.fee')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            {...bindField(form, 'logisticsFee')}
            hint={t('admin.eventForm.feeHint')}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('admin.eventForm.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? t('admin.eventForm.saving') : t(event ? 'admin.eventForm.save' : 'admin.events.create')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('admin.eventForm.confirmTitle')}
        confirmLabel={t('admin.eventForm.confirm')}
        busy={busy}
        onConfirm={() => confirming && save(confirming.data)}
        onClose={() => setConfirming(null)}
      >
        <p>{confirming?.message}</p>
      </ConfirmDialog>
    </Dialog>
  );
}
