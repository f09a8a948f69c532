import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { useSavePartialSignup, useSignup } from '../../api/generated/auth/auth';
import { useToast } from '../../components/ui/toast';
import type { MessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';
import { useAuth } from '../../lib/auth/auth-context';
import { userOf } from '../../lib/auth/auth-user';
import { paths } from '../../lib/paths';
import { clearSavedSignup } from './saved-signup';
import { partialSignupOf, signupPayloadOf } from './signup-form';
import { SignupPayload, signupSchema } from './signup-schema';
import type { useSignupAnswers } from './use-signup-answers';
import { LAST_STEP } from './use-wizard-step';

/** The toasts of a step that cannot move on yet. */
const REQUIRED_FIELDS_TOAST = { title: 'signup.toast.requiredFields', description: 'signup.toast.requiredFieldsDetail' } as const satisfies Record<
  string,
  MessageId
>;
const FINAL_STEP_TOAST = { title: 'signup.toast.finalStep', description: 'signup.toast.finalStepDetail' } as const satisfies Record<string, MessageId>;

/**
 * Next and the final submit: a step moves on only when its rules pass; leaving step 1 saves
 * the partial signup (a help for follow-up that never blocks the wizard).
 */
export function useSignupSteps(answers: ReturnType<typeof useSignupAnswers>, onFailedTry: () => void) {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { setUser } = useAuth();
  const savePartial = useSavePartialSignup();
  const signup = useSignup();
  const { wizard, form } = answers;

  const failed = (message: typeof REQUIRED_FIELDS_TOAST | typeof FINAL_STEP_TOAST) => {
    onFailedTry();
    toast({ title: t(message.title), description: t(message.description), variant: 'destructive' });
  };

  // Next stays pressable while the email checks run: a second press meanwhile is the same move, made once.
  const advancing = useRef(false);
  const next = async () => {
    if (advancing.current) return;
    advancing.current = true;
    try {
      answers.attempt();
      if (wizard.step === 1) answers.registered.current = await answers.emails.checkBoth();
      const ok = await form.trigger();
      if (!ok) return failed(REQUIRED_FIELDS_TOAST);
      if (wizard.step === 1)
        savePartial.mutate(
          { data: partialSignupOf(form.getValues()) },
          { onSuccess: (response) => answers.setPartialUserId(response.user_id), onError: (error) => console.error('Partial signup save failed', error) },
        );
      wizard.goTo(wizard.step + 1);
    } finally {
      advancing.current = false;
    }
  };

  const send = (checked: SignupPayload) =>
    signup.mutate(
      { data: signupPayloadOf(checked, answers.partialUserId) },
      {
        onSuccess: (response) => {
          clearSavedSignup();
          setUser(userOf(response));
          toast({ title: t('signup.toast.success'), description: t('signup.toast.successDetail'), variant: 'success' });
          navigate(paths.dashboard);
        },
        onError: (error) =>
          toast({ title: t('signup.toast.failed'), description: errorMessage(error, t('signup.toast.failedDetail')), variant: 'destructive' }),
      },
    );

  // The earlier steps' answers passed their own Next; checking them again only guards against stale session storage.
  const submit = () => {
    const checked = signupSchema.safeParse(form.getValues());
    if (checked.success) send(checked.data);
    else failed(FINAL_STEP_TOAST);
  };

  // A tried step shows its errors at once, from its values; its resolver's answer comes a moment later.
  const onSubmit = () => {
    if (wizard.step < LAST_STEP) return next();
    answers.attempt();
    return form.handleSubmit(submit, () => failed(FINAL_STEP_TOAST))();
  };
  return { onSubmit, submitting: signup.isPending };
}
