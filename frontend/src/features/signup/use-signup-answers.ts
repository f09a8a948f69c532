import { useCallback, useEffect, useRef, useState } from 'react';
import type { ZodTypeAny } from 'zod';
import { withChecks } from '../../lib/forms/form-checks';
import { useServerForm } from '../../lib/forms/use-server-form';
import { readSavedSignup, writeSavedSignup } from './saved-signup';
import { ListField, SignupErrors, SignupForm, toggleOption } from './signup-form';
import { EmailChecks, emailChecks, SIGNUP_MESSAGES, signupStepErrors, STEP_SCHEMAS, stepChecks } from './signup-schema';
import { useSignupEmailChecks } from './use-signup-email-checks';
import { useWizardStep } from './use-wizard-step';

/**
 * The wizard's answers in a react-hook-form form checked step by step with the generated
 * signup schema (Next and the submit go through its resolver). They survive back, forward
 * and refresh (session storage, passwords excepted). A step shows its errors once its Next
 * (or submit) was tried, then as the user types; before that, step 1 shows only what the
 * email checks found.
 */
export function useSignupAnswers() {
  const [saved] = useState(readSavedSignup);
  const wizard = useWizardStep(saved.reached);
  const { step } = wizard;
  // The availability check's findings, read by the step's checks when they run.
  const registered = useRef<EmailChecks>({});
  const form = useServerForm<ZodTypeAny, SignupForm>(STEP_SCHEMAS[step - 1], {
    defaultValues: saved.form,
    messages: SIGNUP_MESSAGES,
    checks: (values) => stepChecks(step, registered.current)(values),
  });
  const values = form.watch();
  const emails = useSignupEmailChecks(values, form.getValues);
  registered.current = emails.registered;
  const [partialUserId, setPartialUserId] = useState<string | null>(saved.partialUserId);

  useEffect(() => {
    const save = () => writeSavedSignup({ form: form.getValues(), reached: wizard.reached, partialUserId });
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, wizard.reached, partialUserId]);

  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const isAttempted = attempted.has(step);
  const attempt = () => setAttempted((current) => new Set(current).add(step));

  const update = useCallback(
    (patch: Partial<SignupForm>) => {
      for (const [field, value] of Object.entries(patch)) form.setValue(field as keyof SignupForm, value, { shouldDirty: true });
    },
    [form],
  );
  const toggle = useCallback((field: ListField, value: string) => update(toggleOption(form.getValues(), field, value)), [form, update]);

  // Worded as the resolver words them, but derived in the render: they follow each keystroke at once.
  const errors: SignupErrors = isAttempted
    ? signupStepErrors(step, values, registered.current)
    : step === 1
      ? withChecks({}, values, emailChecks(registered.current))
      : {};

  return { wizard, form, values, errors, update, toggle, attempt, emails, registered, partialUserId, setPartialUserId };
}
