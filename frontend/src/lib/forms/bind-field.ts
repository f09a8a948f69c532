import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * A controlled field's value props (name, value, onValueChange) bound to a react-hook-form
 * field. Once the form was submitted, each change checks the field again.
 */
export function bindValue<Values extends FieldValues, Name extends Path<Values>>(form: UseFormReturn<Values, unknown, FieldValues>, name: Name) {
  return {
    name,
    value: form.watch(name),
    onValueChange: (value: PathValue<Values, Name>) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  };
}

/** The props a controlled field of components/ui takes (value props and its error message). */
export function bindField<Values extends FieldValues, Name extends Path<Values>>(form: UseFormReturn<Values, unknown, FieldValues>, name: Name) {
  return { ...bindValue(form, name), error: form.getFieldState(name, form.formState).error?.message };
}

/** The same for the controls of components/ui that take onChange(value) (date picker, phone field). */
export function bindChange<Values extends FieldValues, Name extends Path<Values>>(form: UseFormReturn<Values, unknown, FieldValues>, name: Name) {
  const { value, onValueChange, error } = bindField(form, name);
  return { value, onChange: onValueChange, error };
}

/** update(patch) over a react-hook-form form, for the field groups shared with screens that hold their values otherwise. */
export function bindPatch<Values extends FieldValues>(form: UseFormReturn<Values, unknown, FieldValues>) {
  return (patch: Partial<Values>) => {
    for (const [name, value] of Object.entries(patch))
      form.setValue(name as Path<Values>, value as PathValue<Values, Path<Values>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
}
