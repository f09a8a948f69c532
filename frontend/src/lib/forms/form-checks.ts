import type { ZodTypeAny } from 'zod';
import { errorMapOf, FormMessages } from './form-messages';

/** The errors by field of the rules a schema cannot hold: across fields, or known only at run time. */
export type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;
export type FormChecks<Values> = (values: Values) => Partial<Record<keyof Values & string, string | false | undefined>>;

/** Adds the checks' errors to fields the schema found nothing wrong with (the schema's word comes first). */
export function withChecks<Values>(errors: FormErrors<Values>, values: Values, checks?: FormChecks<Values>): FormErrors<Values> {
  const merged = { ...errors };
  for (const [field, message] of Object.entries(checks?.(values) ?? {}) as [keyof Values & string, string | false | undefined][])
    if (message && !merged[field]) merged[field] = message;
  return merged;
}

/** The first error of each field, worded with the spec's texts: for screens that show errors before any submit. */
export function errorsOf<Values>(schema: ZodTypeAny, messages: FormMessages<Values>, values: Values, checks?: FormChecks<Values>): FormErrors<Values> {
  const result = schema.safeParse(values, { errorMap: errorMapOf(messages) });
  const errors: FormErrors<Values> = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as keyof Values & string;
      errors[field] ??= issue.message;
    }
  return withChecks(errors, values, checks);
}

/** react-hook-form's errors as the spec's texts by field (the shape components/ui fields take). */
export function messagesOf<Values>(errors: Partial<Record<string, { message?: unknown }>>): FormErrors<Values> {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, error]) => (typeof error?.message === 'string' ? [[field, error.message]] : [])),
  ) as FormErrors<Values>;
}
