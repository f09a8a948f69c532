import type { ZodErrorMap, ZodIssueOptionalMessage } from 'zod';

/** Why a value fails the server's rules, in the terms the specs word their messages in. */
export type IssueKind = 'required' | 'invalid' | 'tooShort' | 'tooLong';

/** One text for every failure of a field, or one per kind (a missing kind falls back to 'invalid'). */
export type FieldMessages = string | Partial<Record<IssueKind, string>>;

export type FormMessages<Values> = Partial<Record<keyof Values & string, FieldMessages>>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === false || (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0);

const kindOf = (issue: ZodIssueOptionalMessage, value: unknown): IssueKind => {
  if (isBlank(value)) return 'required';
  if (issue.code === 'too_small') return 'tooShort';
  if (issue.code === 'too_big') return 'tooLong';
  return 'invalid';
};

const pick = (messages: FieldMessages, kind: IssueKind) => (typeof messages === 'string' ? messages : (messages[kind] ?? messages.invalid));

/**
 * A zod error map that words the generated schemas' issues with the spec's texts, field by
 * field (the generated schemas carry the server's rules, not the texts users see).
 */
export function errorMapOf<Values>(messages: FormMessages<Values>): ZodErrorMap {
  return (issue, context) => {
    const field = messages[String(issue.path[0]) as keyof Values & string];
    const message = field && pick(field, kindOf(issue, context.data));
    return { message: message ?? context.defaultError };
  };
}
