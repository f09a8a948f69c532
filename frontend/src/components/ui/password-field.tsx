import { InputHTMLAttributes, ReactNode, useId, useRef, useState } from 'react';
import { FIELD_LIMITS } from '../../lib/field-limits';
import { describedBy, Field, inputClasses } from './field';
import { useValueTypedBeforeHydration } from './use-value-typed-before-hydration';
import { useT } from '../../i18n/use-t';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  onValueChange(value: string): void;
  children?: ReactNode;
};

/** Password input with a show/hide toggle, stopping at the server's length; children render below it (e.g. a strength meter). */
export function PasswordField({ label, error, hint, required, onValueChange, id, className, children, ...input }: PasswordFieldProps) {
  const t = useT();
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(ref, input.value, onValueChange);
  return (
    <Field label={label} htmlFor={inputId} error={error} hint={hint} required={required} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          required={required}
          maxLength={FIELD_LIMITS.password}
          className={inputClasses(Boolean(error), 'pr-16')}
          onChange={(event) => onValueChange(event.target.value)}
          {...describedBy(inputId, error, hint)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('common.password.hideLabel') : t('common.password.showLabel')}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 rounded-r-xl px-3 text-xs font-semibold text-brand-700 hover:text-brand-900"
        >
          {visible ? t('common.password.hide') : t('common.password.show')}
        </button>
      </div>
      {children}
    </Field>
  );
}
