import { useId, useMemo } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../../api/api-error';
import { getListMatchingConfigQueryKey, useCreateMatchingConfig, useUpdateMatchingConfig } from '../../../api/generated/admin/admin';
import { MatchingConfigDto, UpdateMatchingConfigDtoDataType } from '../../../api/generated/model';
import { createMatchingConfigBody } from '../../../api/generated/zod/admin/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field, inputClasses, SelectField, TextField } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { bindField, bindValue } from '../../../lib/forms/bind-field';
import { messagesOf } from '../../../lib/forms/form-checks';
import { FormMessages } from '../../../lib/forms/form-messages';
import { filled, trimmed } from '../../../lib/forms/schema-helpers';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { invalidating } from '../../../lib/query-client';
import { type Translate, useT } from '../../../i18n/use-t';
import { dataTypeLabel, ParameterFormValues, toParameterBody, validateParameter } from './parameter-form';

const body = createMatchingConfigBody.shape;

/**
 * The fields as typed: the generated body's rules check the name and the data type,
 * validateParameter the value against its type and the description.
 */
const parameterFormSchema = z.object({
  name: trimmed(filled(body.parameter_name)),
  value: z.string(),
  dataType: z.string().pipe(body.data_type),
  description: z.string(),
  isActive: z.boolean(),
});

/** The server's words for the rules the schema holds (validateParameter's too), in the reader's language. */
const parameterMessages = (t: Translate): FormMessages<ParameterFormValues> => ({
  name: { required: t('admin.config.error.nameRequired'), tooLong: t('admin.config.error.nameTooLong') },
  dataType: t('admin.config.error.typeRequired'),
});

/** The value input follows the data type: whole numbers, decimals, a true/false choice, or text. */
function ValueInput({ values, error, onChange }: { values: ParameterFormValues; error?: string; onChange(value: string): void }) {
  const t = useT();
  const id = useId();
  if (values.dataType === 'boolean') {
    return (
      <SelectField
        label={t('admin.config.value')}
        required
        options={['true', 'false']}
        labelOf={(value) => t(value === 'true' ? 'admin.config.boolean.true' : 'admin.config.boolean.false')}
        value={values.value}
        error={error}
        onValueChange={onChange}
      />
    );
  }
  const numeric = values.dataType === 'integer' || values.dataType === 'decimal';
  return (
    <Field label={t('admin.config.value')} htmlFor={id} required error={error}>
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
  const t = useT();
  const { toast } = useToast();
  const create = useCreateMatchingConfig(invalidating([getListMatchingConfigQueryKey()]));
  const update = useUpdateMatchingConfig(invalidating([getListMatchingConfigQueryKey()]));
  const descriptionId = useId();
  const form = useServerForm<typeof parameterFormSchema, ParameterFormValues>(parameterFormSchema, {
    defaultValues: {
      name: parameter?.parameter_name ?? '',
      value: parameter?.parameter_value ?? '',
      dataType: parameter?.data_type ?? '',
      description: parameter?.description ?? '',
      isActive: parameter?.is_active ?? true,
    },
    messages: useMemo(() => parameterMessages(t), [t]),
    checks: useMemo(() => validateParameter(t), [t]),
  });
  const values = form.watch();
  const errors = messagesOf<ParameterFormValues>(form.formState.errors);

  const onSubmit = (checked: z.output<typeof parameterFormSchema>) => {
    const body = toParameterBody(checked);
    const failure = t(parameter ? 'admin.config.updateFailed' : 'admin.config.createFailed');
    const callbacks = {
      onSuccess: () => {
        toast({ title: t(parameter ? 'admin.config.updated' : 'admin.config.created'), description: body.parameter_name, variant: 'success' as const });
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
    <Dialog open onClose={onClose} title={t(parameter ? 'admin.config.editTitle' : 'admin.config.add')} size="wide">
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <TextField
          label={t('admin.config.name')}
          required
          maxLength={255}
          disabled={parameter !== null}
          hint={parameter ? t('admin.config.nameFixed') : undefined}
          {...bindField(form, 'name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('admin.config.dataType')}
            required
            options={Object.values(UpdateMatchingConfigDtoDataType)}
            labelOf={(dataType) => dataTypeLabel(t, dataType)}
            value={values.dataType}
            error={errors.dataType}
            onValueChange={(dataType) => {
              bindValue(form, 'dataType').onValueChange(dataType as ParameterFormValues['dataType']);
              if (dataType === 'boolean') form.setValue('value', 'true');
            }}
          />
          <ValueInput values={values} error={errors.value} onChange={bindValue(form, 'value').onValueChange} />
        </div>
        <Field label={t('admin.config.description')} htmlFor={descriptionId} error={errors.description}>
          <textarea
            id={descriptionId}
            rows={3}
            className={inputClasses(Boolean(errors.description))}
            value={values.description}
            onChange={(event) => bindValue(form, 'description').onValueChange(event.target.value)}
            {...describedBy(descriptionId, errors.description)}
          />
        </Field>
        <div className="flex items-center gap-3">
          <Switch label={t('admin.config.active')} checked={values.isActive} onCheckedChange={bindValue(form, 'isActive').onValueChange} />
          <span className="text-sm text-stone-700">{t(values.isActive ? 'admin.config.active' : 'admin.config.inactiveUsesDefault')}</span>
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t(busy ? 'admin.config.saving' : parameter ? 'admin.config.saveChanges' : 'admin.config.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
