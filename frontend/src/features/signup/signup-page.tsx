import { Link } from 'react-router-dom';
import { CenteredCard } from '../../components/ui/centered-card';
import { DiningPreferencesFields } from '../../components/couple-profile/dining-preferences-fields';
import { SocialStyleFields } from '../../components/couple-profile/social-style-fields';
import { useRichT, useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { StepAccount } from './step-account';
import { StepDetails } from './step-details';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { useSignupAnswers } from './use-signup-answers';
import { useSignupSteps } from './use-signup-steps';
import { WizardActions } from './wizard-actions';
import { WizardProgress } from './wizard-progress';

/** The four-step /signup wizard. */
export default function SignupPage() {
  const t = useT();
  useDocumentTitle(t('signup.documentTitle'));
  const answers = useSignupAnswers();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { onSubmit, submitting } = useSignupSteps(answers, focusFirstInvalid);
  const { wizard } = answers;
  const stepProps = { form: answers.values, errors: answers.errors, update: answers.update, toggle: answers.toggle };
  return (
    <CenteredCard wide footer={wizard.step === 1 && <LoginLink />}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <WizardProgress step={wizard.step} headingRef={wizard.heading} />
        <div className="mt-8">
          {wizard.step === 1 && <StepDetails {...stepProps} onEmailBlur={answers.emails.onEmailBlur} />}
          {wizard.step === 2 && <DiningPreferencesFields {...stepProps} />}
          {wizard.step === 3 && <SocialStyleFields {...stepProps} />}
          {wizard.step === 4 && <StepAccount {...stepProps} />}
        </div>
        <WizardActions step={wizard.step} checking={answers.emails.checking} submitting={submitting} onBack={() => wizard.goTo(wizard.step - 1)} />
      </form>
    </CenteredCard>
  );
}

function LoginLink() {
  const rich = useRichT();
  return (
    <>
      {rich('signup.haveAccount', {
        login: (text) => (
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            {text}
          </Link>
        ),
      })}
    </>
  );
}
