import { zodResolver } from '@hookform/resolvers/zod';
import { DefaultValues, FieldErrors, FieldValues, get, Resolver, useForm, UseFormProps } from 'react-hook-form';
import type { z, ZodTypeAny } from 'zod';
import { FormChecks } from './form-checks';
import { errorMapOf, FormMessages } from './form-messages';

interface ServerFormOptions<Values extends FieldValues, Output> extends Omit<UseFormProps<Values, unknown, Output>, 'resolver' | 'defaultValues'> {
  defaultValues: DefaultValues<Values>;
  /** The spec's texts for the schema's issues, by field. */
  messages: FormMessages<Values>;
  /** Rules the schema cannot hold (across fields, or known at run time), after the schema's. */
  checks?: FormChecks<Values>;
}

/**
 * A react-hook-form form checked by a zod schema generated from openapi.yaml (extended only
 * with the rules the screen adds), its issues worded with the spec's texts. The submit
 * handler receives the schema's output (trimmed texts and the like).
 */
export function useServerForm<Schema extends ZodTypeAny, Values extends FieldValues = z.input<Schema>>(
  schema: Schema,
  { messages, checks, ...options }: ServerFormOptions<Values, z.output<Schema>>,
) {
  const bySchema = zodResolver(schema, { path: [], async: false, errorMap: errorMapOf(messages) }) as unknown as Resolver<Values, unknown, z.output<Schema>>;
  const resolver: Resolver<Values, unknown, z.output<Schema>> = async (values, context, resolverOptions) => {
    const result = await bySchema(values, context, resolverOptions);
    const found = Object.entries(checks?.(values) ?? {}).filter(([field, message]) => message && !get(result.errors, field));
    if (found.length === 0) return result;
    const errors = { ...result.errors, ...Object.fromEntries(found.map(([field, message]) => [field, { type: 'check', message }])) } as FieldErrors<Values>;
    return { values: {}, errors };
  };
  return useForm<Values, unknown, z.output<Schema>>({ ...options, resolver });
}
