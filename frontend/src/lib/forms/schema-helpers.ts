import { z, ZodTypeAny } from 'zod';
import { meetsPasswordPolicy } from '../password-strength';

/** A free text the screen trims before the server's rule for it applies (emails, names). */
export const trimmed = <Rule extends ZodTypeAny>(rule: Rule) => z.string().trim().pipe(rule);

/** A field the screen requires though the server's rule lets it be empty. */
export const filled = (rule: z.ZodString) => rule.min(1);

/**
 * The server's password rule with the policy it checks beyond the document's lengths (the
 * five requirements of lib/password-strength, which the strength meter lists).
 */
export const withPasswordPolicy = (rule: z.ZodString) => rule.refine(meetsPasswordPolicy);

/** Adds the screen's "type it twice" rule: the confirmation must equal the password. */
export const confirming =
  <Values extends { password: string; confirm_password?: string }>(message: string) =>
  (values: Values, context: z.RefinementCtx) => {
    if (!values.confirm_password || values.confirm_password !== values.password)
      context.addIssue({ code: z.ZodIssueCode.custom, path: ['confirm_password'], message });
  };

/** An optional free text: trimmed, and null when left blank (as the server takes it). */
export const optionalText = <Rule extends ZodTypeAny>(rule: Rule) =>
  z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(rule);

/** A box the screen requires ticked (the server's rule 'must be true'). */
export const ticked = (rule: z.ZodBoolean) => rule.refine((value) => value);
