import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/api-error';

/** A 400's messages by field (the server's words) shown on the form's fields that carry them. */
export function showServerFieldErrors<Values extends FieldValues>(form: UseFormReturn<Values, unknown, FieldValues>, error: unknown) {
  const fields = error instanceof ApiError ? error.body?.fields : undefined;
  for (const [field, messages] of Object.entries(fields ?? {})) if (field in form.getValues()) form.setError(field as Path<Values>, { message: messages[0] });
}
