import type { MessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';
import { PASSWORD_REQUIREMENTS, passwordStrength, PasswordStrengthScore } from '../../lib/password-strength';

const STRENGTHS: Record<PasswordStrengthScore, MessageId | null> = {
  0: null,
  1: 'forms.password.strength.1',
  2: 'forms.password.strength.2',
  3: 'forms.password.strength.3',
  4: 'forms.password.strength.4',
};

const MET_MARK = '✓ ';
const UNMET_MARK = '○ ';
const BAR_COLOURS = ['bg-stone-200', 'bg-red-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'] as const;

/** Four-segment strength bar, its label and the five requirements with their state. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT();
  const score = passwordStrength(password);
  const strength = STRENGTHS[score];
  return (
    <div className="mt-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span key={segment} className={`h-1.5 flex-1 rounded-full ${segment <= score ? BAR_COLOURS[score] : BAR_COLOURS[0]}`} />
        ))}
      </div>
      {strength && <p className="mt-1 text-xs font-medium text-stone-600">{t('forms.password.strength', { strength: t(strength) })}</p>}
      <ul className="mt-2 grid gap-1 text-xs sm:grid-cols-2">
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = requirement.test(password);
          return (
            <li key={requirement.key} className={met ? 'text-emerald-700' : 'text-stone-500'}>
              <span aria-hidden="true">{met ? MET_MARK : UNMET_MARK}</span>
              {t(requirement.label)} <span className="sr-only">{t(met ? 'forms.password.met' : 'forms.password.notMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
