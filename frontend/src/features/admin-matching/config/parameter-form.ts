import type { CreateMatchingConfigDto, UpdateMatchingConfigDtoDataType } from '../../../api/generated/model';
import type { MessageId } from '../../../i18n/catalogues';
import type { Translate } from '../../../i18n/use-t';

export interface ParameterFormValues {
  name: string;
  value: string;
  dataType: UpdateMatchingConfigDtoDataType | '';
  description: string;
  isActive: boolean;
}

export type ParameterFormErrors = Partial<Record<'name' | 'value' | 'dataType' | 'description', string>>;

const DATA_TYPE_LABELS: Record<string, MessageId> = {
  string: 'admin.config.type.string',
  integer: 'admin.config.type.integer',
  decimal: 'admin.config.type.decimal',
  boolean: 'admin.config.type.boolean',
};

/** A data type in the reader's words; the API's value is what is stored and sent. */
export const dataTypeLabel = (t: Translate, dataType: string) => (DATA_TYPE_LABELS[dataType] ? t(DATA_TYPE_LABELS[dataType]) : dataType);

/** The value as sent (admin-side spec, section 5): integer base 10, decimal as a float, boolean true for 'true', '1' or 'yes'. */
export function convertValue(value: string, dataType: UpdateMatchingConfigDtoDataType): string | number | boolean {
  if (dataType === 'integer') return Number.parseInt(value, 10);
  if (dataType === 'decimal') return Number.parseFloat(value);
  if (dataType === 'boolean') return ['true', '1', 'yes'].includes(value.trim().toLowerCase());
  return value;
}

/** What is wrong with the typed parameter, field by field, in the reader's words (the spec's English). */
export const validateParameter =
  (t: Translate) =>
  (values: ParameterFormValues): ParameterFormErrors => {
    const errors: ParameterFormErrors = {};
    if (!values.name.trim()) errors.name = t('admin.config.error.nameRequired');
    else if (values.name.trim().length > 255) errors.name = t('admin.config.error.nameTooLong');
    if (!values.value.trim()) errors.value = t('admin.config.error.valueRequired');
    // parseInt would send '2.5' as 2 and parseFloat '2abc' as 2: refuse what the conversion would change.
    else if (values.dataType === 'integer' && !/^\s*-?\d+\s*$/.test(values.value)) errors.value = t('admin.config.error.wholeNumber');
    else if (values.dataType === 'decimal' && !Number.isFinite(Number(values.value))) errors.value = t('admin.config.error.number');
    if (!values.dataType) errors.dataType = t('admin.config.error.typeRequired');
    if (values.description.length > 1000) errors.description = t('admin.config.error.descriptionTooLong');
    return errors;
  };

export function toParameterBody(values: ParameterFormValues & { dataType: UpdateMatchingConfigDtoDataType }): CreateMatchingConfigDto {
  return {
    parameter_name: values.name.trim(),
    parameter_value: convertValue(values.value, values.dataType),
    data_type: values.dataType,
    description: values.description.trim() || null,
    is_active: values.isActive,
  };
}
