import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { LAST_STEP } from './use-wizard-step';

interface WizardActionsProps {
  step: number;
  /**
   * An email availability check is running: Next, pressed now, waits for it. Never disabled
   * for it: tapping Next blurs the email field, whose check would disable the button between
   * the press and its click, and the tap would be lost (issue 51).
   */
  checking: boolean;
  submitting: boolean;
  onBack(): void;
}

/** Back, and Next or the final submit, below each step. */
export function WizardActions({ step, checking, submitting, onBack }: WizardActionsProps) {
  const t = useT();
  return (
    <div className="mt-10 flex items-center justify-between gap-3 border-t border-stone-100 pt-6">
      <Button variant="secondary" disabled={step === 1 || submitting} onClick={onBack}>
        {t('signup.actions.back')}
      </Button>
      {step < LAST_STEP ? (
        <Button type="submit" aria-busy={checking || undefined}>
          {t('signup.actions.next')}
        </Button>
      ) : (
        <Button type="submit" busy={submitting}>
          {submitting ? t('signup.actions.creating') : t('signup.actions.submit')}
        </Button>
      )}
    </div>
  );
}
