import { PASSWORD_REQUIREMENTS, passwordStrength, STRENGTH_LABELS } from '../../lib/password-strength';

const BAR_COLOURS = ['bg-stone-200', 'bg-red-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'] as const;

/** Four-segment strength bar, its label and the five requirements with their state. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  return (
    <div className="mt-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span key={segment} className={`h-1.5 flex-1 rounded-full ${segment <= score ? BAR_COLOURS[score] : BAR_COLOURS[0]}`} />
        ))}
      </div>
      {score > 0 && <p className="mt-1 text-xs font-medium text-stone-600">Password strength: {STRENGTH_LABELS[score]}</p>}
      <ul className="mt-2 grid gap-1 text-xs sm:grid-cols-2">
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = requirement.test(password);
          return (
            <li key={requirement.key} className={met ? 'text-emerald-700' : 'text-stone-500'}>
              <span aria-hidden="true">{met ? '✓' : '○'} </span>
              {requirement.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
