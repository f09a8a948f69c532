import { FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { getListMatchingConfigQueryKey, useCreateMatchingConfig, useUpdateMatchingConfig } from '../../../api/generated/admin/admin';
import { MatchingConfigDto, UpdateMatchingConfigDtoDataType } from '../../../api/generated/model';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field, inputClasses, SelectField, TextField } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { invalidating } from '../../../lib/query-client';
import { ParameterFormErrors, ParameterFormValues, toParameterBody, validateParameter } from './parameter-form';

/** The value input follows the data type: whole numbers, decimals, a true/false choice, or text. */
function ValueInput({ values, error, onChange }: { values: ParameterFormValues; error?: string; onChange(value: string): void }) {
  const id = useId();
  if (values.dataType === 'boolean') {
    return <SelectField label="Value" required options={['true', 'false']} value={values.value} error={error} onValueChange={onChange} />;
  }
  const numeric = values.dataType === 'integer' || values.dataType === 'decimal';
  return (
    <Field label="Value" htmlFor={id} required error={error}>
      <input
        id={id}
        type={numeric ? 'number' : 'text'}
        step={values.dataType === 'integer' ? 1 : values.dataType === 'decimal' ? 0.01 : undefined}
        className={inputClasses(Boolean(error))}
        value={values.value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
      />
    </Field>
  );
}

/** Add or edit a matching parameter; the name cannot change once created. */
export function ParameterFormDialog({ parameter, onClose, onSaved }: { parameter: MatchingConfigDto | null; onClose(): void; onSaved(): void }) {
  const { toast } = useToast();
  const create = useCreateMatchingConfig(invalidating([getListMatchingConfigQueryKey()]));
  const update = useUpdateMatchingConfig(invalidating([getListMatchingConfigQueryKey()]));
  const descriptionId = useId();
  const [values, setValues] = useState<ParameterFormValues>(() => ({
    name: parameter?.parameter_name ?? '',
    value: parameter?.parameter_value ?? '',
    dataType: parameter?.data_type ?? '',
    description: parameter?.description ?? '',
    isActive: parameter?.is_active ?? true,
  }));
  const [errors, setErrors] = useState<ParameterFormErrors>({});
  const set =
    <K extends keyof ParameterFormValues>(field: K) =>
    (value: ParameterFormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateParameter(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.dataType) return;
    const body = toParameterBody({ ...values, dataType: values.dataType });
    const failure = parameter ? 'Failed to update matching configuration parameter.' : 'Failed to create matching configuration parameter.';
    const callbacks = {
      onSuccess: () => {
        toast({ title: parameter ? 'Parameter updated' : 'Parameter created', description: body.parameter_name, variant: 'success' as const });
        onSaved();
      },
      onError: (error: unknown) => toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' }),
    };
    if (parameter) {
      const { parameter_name: name, ...changes } = body;
      update.mutate({ parameterName: name, data: changes }, callbacks);
    } else create.mutate({ data: body }, callbacks);
  };

  const busy = create.isPending || update.isPending;
  return (
    <Dialog open onClose={onClose} title={parameter ? 'Edit Parameter' : 'Add Parameter'} size="wide">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Parameter Name"
          required
          maxLength={255}
          disabled={parameter !== null}
          value={values.name}
          error={errors.name}
          hint={parameter ? 'The name cannot change after creation.' : undefined}
          onValueChange={set('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Data Type"
            required
            options={Object.values(UpdateMatchingConfigDtoDataType)}
            value={values.dataType}
            error={errors.dataType}
            onValueChange={(dataType) =>
              setValues((current) => ({
                ...current,
                dataType: dataType as ParameterFormValues['dataType'],
                value: dataType === 'boolean' ? 'true' : current.value,
              }))
            }
          />
          <ValueInput values={values} error={errors.value} onChange={set('value')} />
        </div>
        <Field label="Description" htmlFor={descriptionId} error={errors.description}>
          <textarea
            id={descriptionId}
            rows={3}
            className={inputClasses(Boolean(errors.description))}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            {...describedBy(descriptionId, errors.description)}
          />
        </Field>
        <div className="flex items-center gap-3">
          <Switch label="Active" checked={values.isActive} onCheckedChange={set('isActive')} />
          <span className="text-sm text-stone-700">{values.isActive ? 'Active' : 'Inactive (the engine uses the default)'}</span>
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? 'Saving...' : parameter ? 'Save Changes' : 'Add Parameter'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
