import { FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { useCreateDinnerEvent, useUpdateDinnerEvent } from '../../api/generated/admin/admin';
import { AdminDinnerEventDto, DinnerEventInputDtoFrequency, DinnerLocationDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { describedBy, Field, inputClasses, SelectField, TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { toZonedInput } from '../../lib/zoned-dates';
import { dinnerEventChange } from './dinner-event-lists';
import { cityZone, deadlineInRevealWindow, DEFAULT_CAPACITY, DinnerEventFormValues, REVEAL_WINDOW_WARNING, toDinnerEventInput } from './dinner-event-form';
import type { DinnerEventInputDto } from '../../api/generated/model';

const DEADLINE_HINT = 'The booking deadline must be before the event date.';

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
  const { toast } = useToast();
  const create = useCreateDinnerEvent(dinnerEventChange());
  const update = useUpdateDinnerEvent(dinnerEventChange());
  const [values, setValues] = useState(() => initialValues(event, defaultFee));
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  /** A change the couples will be told of, waiting for the admin's go (the server's words say who). */
  const [confirming, setConfirming] = useState<{ message: string; data: DinnerEventInputDto } | null>(null);
  const ids = { event: useId(), deadline: useId() };
  const set = (field: keyof DinnerEventFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const zone = cityZone(locations, values.country, values.city);
  const cities = locations.find((location) => location.country === values.country)?.cities.map((entry) => entry.city) ?? [];
  const failure = event ? 'Failed to update dinner event' : 'Failed to create dinner event';

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const input = toDinnerEventInput(values, locations);
    if ('error' in input) {
      setFormError(input.error);
      toast({ title: input.error, variant: 'destructive' });
      return;
    }
    setFormError(null);
    setFieldErrors({});
    save(input.data);
  };

  const save = (data: DinnerEventInputDto) => {
    setConfirming(null);
    const callbacks = {
      onSuccess: () => {
        toast({
          title: event ? 'Dinner event updated' : 'Dinner event created',
          description: `${values.city}, ${values.country}`,
          variant: 'success' as const,
        });
        onSaved();
      },
      onError: (error: unknown) => {
        if (event && error instanceof ApiError && error.body?.code === 'DINNERS.CONFIRM_CHANGE')
          return setConfirming({ message: errorMessage(error, failure), data: { ...data, confirm_changes: true } });
        if (error instanceof ApiError && error.body?.fields) setFieldErrors(error.body.fields);
        toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
      },
    };
    if (event) update.mutate({ id: event.id, data }, callbacks);
    else create.mutate({ data }, callbacks);
  };

  const busy = create.isPending || update.isPending;
  const lateDeadline = deadlineInRevealWindow(values, locations);
  const zoneNote = zone ? `${values.city} time (${zone})` : 'the city’s local time';
  return (
    <Dialog open onClose={onClose} title={event ? 'Edit Dinner Event' : 'Create Dinner Event'} size="wide">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Country"
            required
            options={locations.map((location) => location.country)}
            placeholder="Select a country"
            value={values.country}
            error={fieldErrors.country?.[0]}
            onValueChange={(country) => setValues((current) => ({ ...current, country, city: '' }))}
          />
          <SelectField
            label="City"
            required
            options={cities}
            placeholder={values.country ? 'Select a city' : 'Choose a country first'}
            disabled={!values.country}
            value={values.city}
            error={fieldErrors.city?.[0]}
            onValueChange={set('city')}
          />
          <Field label={`Event date and time (${zoneNote})`} htmlFor={ids.event} required error={fieldErrors.event_date?.[0]}>
            <input
              id={ids.event}
              type="datetime-local"
              required
              className={inputClasses(Boolean(fieldErrors.event_date))}
              value={values.eventDate}
              onChange={(e) => set('eventDate')(e.target.value)}
              {...describedBy(ids.event, fieldErrors.event_date?.[0])}
            />
          </Field>
          <Field label={`Booking deadline (${zoneNote})`} htmlFor={ids.deadline} required error={fieldErrors.booking_deadline?.[0]} hint={DEADLINE_HINT}>
            <input
              id={ids.deadline}
              type="datetime-local"
              required
              className={inputClasses(Boolean(fieldErrors.booking_deadline))}
              value={values.bookingDeadline}
              onChange={(e) => set('bookingDeadline')(e.target.value)}
              {...describedBy(ids.deadline, fieldErrors.booking_deadline?.[0], DEADLINE_HINT)}
            />
          </Field>
          {lateDeadline && (
            <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:col-span-2">
              {REVEAL_WINDOW_WARNING}
            </p>
          )}
          <TextField
            label="Capacity (couples)"
            type="number"
            min={4}
            step={1}
            inputMode="numeric"
            value={values.capacity}
            error={fieldErrors.capacity?.[0]}
            hint="At least 4 couples."
            onValueChange={set('capacity')}
          />
          <SelectField
            label="Frequency"
            options={Object.values(DinnerEventInputDtoFrequency)}
            placeholder="Select..."
            value={values.frequency}
            error={fieldErrors.frequency?.[0]}
            onValueChange={set('frequency')}
          />
          <TextField
            label="Logistics fee (€)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={values.logisticsFee}
            error={fieldErrors.logistics_fee?.[0]}
            hint="What each couple pays to book."
            onValueChange={set('logisticsFee')}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? 'Saving...' : event ? 'Save Changes' : 'Create Event'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title="Tell the couples?"
        confirmLabel="Save and tell them"
        busy={busy}
        onConfirm={() => confirming && save(confirming.data)}
        onClose={() => setConfirming(null)}
      >
        <p>{confirming?.message}</p>
      </ConfirmDialog>
    </Dialog>
  );
}
