import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { checkEmail as checkEmailCall, useSavePartialSignup, useSignup } from '../../api/generated/auth/auth';
import { Button } from '../../components/ui/button';
import { CenteredCard } from '../../components/ui/centered-card';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../lib/paths';
import { isEmail, sameEmail } from '../../lib/email';
import { useAuth } from '../../lib/auth/auth-context';
import { userOf } from '../../lib/auth/auth-user';
import { ListField, MESSAGES, partialSignupOf, SignupErrors, SignupForm, signupPayloadOf, STEP_VALIDATORS, toggleOption, validateStep1, validateStep4 } from './signup-form';
import { DiningPreferencesFields } from '../../components/couple-profile/dining-preferences-fields';
import { SocialStyleFields } from '../../components/couple-profile/social-style-fields';
import { clearSavedSignup, readSavedSignup, writeSavedSignup } from './saved-signup';
import { StepAccount } from './step-account';
import { StepDetails } from './step-details';
import { EmailFieldName, useEmailAvailability } from './use-email-availability';
import { WizardProgress } from './wizard-progress';
import { useDocumentTitle } from '../../lib/document-title';

const LAST_STEP = 4;

const REQUIRED_FIELDS_TOAST = { title: 'Please complete all required fields', description: 'Some required information is missing. Check the highlighted sections below.', variant: 'destructive' } as const;

/** The four-step /signup wizard. */
export default function SignupPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const { toast, dismiss } = useToast();
  const { setUser } = useAuth();
  const savePartial = useSavePartialSignup();
  const signup = useSignup();
  const emails = useEmailAvailability(isEmailRegistered);
  // Answers survive back, forward and refresh (session storage, passwords excepted); each
  // step is a browser history entry (?step=N), never beyond the furthest step reached.
  const [saved] = useState(readSavedSignup);
  const [form, setForm] = useState<SignupForm>(saved.form);
  const [reached, setReached] = useState(saved.reached);
  const [params, setParams] = useSearchParams();
  const step = Math.min(Math.max(Number(params.get('step')) || 1, 1), reached);
  const setStep = (next: number) => {
    setReached((current) => Math.max(current, next));
    setParams({ step: String(next) });
  };
  // Steps whose Next (or submit) was tried: from then on their errors show as the user types.
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const [partialUserId, setPartialUserId] = useState<string | null>(saved.partialUserId);
  useEffect(() => writeSavedSignup({ form, reached, partialUserId }), [form, reached, partialUserId]);

  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    // Keyboard and screen-reader users continue at the new step's title, not below the form
    // (compared with the step shown before, so that opening the page moves no focus).
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus({ preventScroll: true });
  }, [step]);

  // After a failed Next or submit, the first highlighted field takes focus: on a phone the
  // problem is often far above the button.
  const formRef = useRef<HTMLFormElement>(null);
  const [failedTries, setFailedTries] = useState(0);
  useEffect(() => {
    if (failedTries === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input:not(:disabled), select') : invalid;
    target?.focus();
  }, [failedTries]);

  const update = useCallback((patch: Partial<SignupForm>) => setForm((current) => ({ ...current, ...patch })), []);
  const toggle = useCallback((field: ListField, value: string) => setForm((current) => toggleOption(current, field, value)), []);

  const registered = { email: emails.statusOf('email', form.email) === 'exists', partner_email: emails.statusOf('partner_email', form.partner_email) === 'exists' };
  const errors: SignupErrors = attempted.has(step) ? (step === 1 ? validateStep1(form, registered) : STEP_VALIDATORS[step - 1](form)) : step === 1 ? emailErrors(form, registered) : {};

  const checkEmail = async (field: EmailFieldName, announce: boolean) => {
    const value = form[field].trim();
    if (!value.includes('@')) return false;
    if (field === 'partner_email' && sameEmail(value, form.email)) return false;
    const known = emails.statusOf(field, value);
    if (announce && !known) toast({ title: 'Checking email availability...' });
    const exists = await emails.check(field, value);
    if (typeof exists !== 'boolean') {
      // A failed check is only logged; the field stays clean. Sign-up itself refuses a registered email.
      if (announce) dismiss();
      if (exists === 'rate-limited') toast({ title: EMAIL_CHECKS_LIMITED });
      return false;
    }
    if (!announce || known) return exists;
    if (!exists) toast({ title: 'Email available!', variant: 'success' });
    else if (field === 'email') toast({ title: 'This email is already registered. Please log in instead.', variant: 'destructive', action: { label: 'Login to Your Account', onClick: () => navigate(paths.login) } });
    else toast({ title: MESSAGES.partnerEmailRegistered, variant: 'destructive' });
    return exists;
  };

  const onEmailBlur = (field: EmailFieldName) => {
    const value = form[field].trim();
    if (!value) return;
    if (!isEmail(value)) {
      toast({ title: 'Invalid email format', description: MESSAGES.invalidEmail, variant: 'destructive' });
      return;
    }
    void checkEmail(field, true);
  };

  const checking = emails.statusOf('email', form.email) === 'checking' || emails.statusOf('partner_email', form.partner_email) === 'checking';

  const next = async () => {
    let stepErrors: SignupErrors;
    if (step === 1) {
      // Leaving step 1 needs a finished availability check of both emails.
      const [emailTaken, partnerTaken] = await Promise.all([isEmail(form.email) && checkEmail('email', false), isEmail(form.partner_email) && checkEmail('partner_email', false)]);
      stepErrors = validateStep1(form, { email: emailTaken, partner_email: partnerTaken });
    } else stepErrors = STEP_VALIDATORS[step - 1](form);
    if (Object.keys(stepErrors).length > 0) {
      setAttempted((current) => new Set(current).add(step));
      setFailedTries((tries) => tries + 1);
      toast(REQUIRED_FIELDS_TOAST);
      return;
    }
    if (step === 1) savePartialSignup();
    setStep(step + 1);
  };

  const savePartialSignup = () =>
    savePartial.mutate(
      { data: partialSignupOf(form) },
      {
        onSuccess: (response) => setPartialUserId(response.user_id),
        // The partial save only helps follow-up; a failure must not block the wizard.
        onError: (error) => console.error('Partial signup save failed', error),
      },
    );

  const submit = () => {
    if (Object.keys(validateStep4(form)).length > 0) {
      setAttempted((current) => new Set(current).add(LAST_STEP));
      setFailedTries((tries) => tries + 1);
      toast({ title: 'Please complete all required fields on the final step.', description: "Check your password and ensure you've accepted the terms.", variant: 'destructive' });
      return;
    }
    signup.mutate(
      { data: signupPayloadOf(form, partialUserId) },
      {
        onSuccess: (response) => {
          clearSavedSignup();
          setUser(userOf(response));
          toast({ title: 'Registration successful', description: 'Your account has been created. Welcome to Tablemates!', variant: 'success' });
          navigate(paths.dashboard);
        },
        onError: (error) => toast({ title: 'Registration failed', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' }),
      },
    );
  };

  const stepProps = { form, errors, update, toggle };
  return (
    <CenteredCard
      wide
      footer={
        step === 1 && (
          <>
            Already have an account?{' '}
            <Link to={paths.login} className="font-semibold text-brand-700 underline">
              Log in
            </Link>
          </>
        )
      }
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === LAST_STEP) submit();
          else void next();
        }}
      >
        <WizardProgress step={step} headingRef={stepHeading} />
        <div className="mt-8">
          {step === 1 && <StepDetails {...stepProps} onEmailBlur={onEmailBlur} />}
          {step === 2 && <DiningPreferencesFields {...stepProps} />}
          {step === 3 && <SocialStyleFields {...stepProps} />}
          {step === 4 && <StepAccount {...stepProps} />}
        </div>
        <div className="mt-10 flex items-center justify-between gap-3 border-t border-stone-100 pt-6">
          <Button variant="secondary" disabled={step === 1 || signup.isPending} onClick={() => setStep(step - 1)}>
            Back
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit" disabled={checking} aria-busy={checking}>
              Next
            </Button>
          ) : (
            <Button type="submit" busy={signup.isPending}>
              {signup.isPending ? 'Creating Account...' : 'Ready for Tablemates!'}
            </Button>
          )}
        </div>
      </form>
    </CenteredCard>
  );
}

const EMAIL_CHECKS_LIMITED = "We can't check more emails just now. We'll check this one when you create your account.";

const isEmailRegistered = (email: string) => checkEmailCall({ email }).then((response) => response.exists);

/** Before the first Next, step 1 shows only what the email checks found. */
function emailErrors(form: SignupForm, registered: { email: boolean; partner_email: boolean }): SignupErrors {
  const errors: SignupErrors = {};
  if (registered.email) errors.email = MESSAGES.ownEmailRegistered;
  if (form.partner_email && isEmail(form.partner_email) && sameEmail(form.email, form.partner_email)) errors.partner_email = MESSAGES.sameEmails;
  else if (registered.partner_email) errors.partner_email = MESSAGES.partnerEmailRegistered;
  return errors;
}
