import { zodResolver } from '@hookform/resolvers/zod';
import { DefaultValues, useForm, UseFormProps } from 'react-hook-form';
import type { z, ZodTypeAny } from 'zod';
import { errorMapOf, FormMessages } from './form-messages';

interface ServerFormOptions<Schema extends ZodTypeAny> extends Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver' | 'defaultValues'> {
  defaultValues: DefaultValues<z.input<Schema>>;
  /** The spec's texts for the schema's issues, by field. */
  messages: FormMessages<z.input<Schema>>;
}

/**
 * A react-hook-form form checked by a zod schema generated from openapi.yaml (extended only
 * with the rules the screen adds), its issues worded with the spec's texts. The submit
 * handler receives the schema's output (trimmed texts and the like).
 */
export function useServerForm<Schema extends ZodTypeAny>(schema: Schema, { messages, ...options }: ServerFormOptions<Schema>) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema, { path: [], async: false, errorMap: errorMapOf(messages) }) });
}
