import { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, useId, useRef } from 'react';
import { useValueTypedBeforeHydration } from './use-value-typed-before-hydration';
import { useT } from '../../i18n/use-t';
import { useFormErrorText } from '../../lib/forms/form-error-text';

/** Look of a text input or select, without its width. */
export const controlClasses = (invalid = false, extra = '') =>
  `rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors placeholder:text-stone-400 focus:outline-none focus:ring-2 disabled:bg-stone-100 disabled:text-stone-500 sm:text-sm ${
    invalid ? 'border-red-600 focus:border-red-600 focus:ring-red-200' : 'border-stone-300 focus:border-brand-600 focus:ring-brand-200'
  } ${extra}`;

/** A full-width control (16 px text on phones so that iOS does not zoom in on focus). */
export const inputClasses = (invalid = false, extra = '') => controlClasses(invalid, `block w-full ${extra}`);

interface FieldProps {
  label: ReactNode;
  /** Id of the control the label points at. */
  htmlFor: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error message, with the ids screen readers need. */
export function Field({ label, htmlFor, error, hint, required, children, className = '' }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && !error && (
        <p id={`${htmlFor}-hint`} className="mt-1.5 text-xs text-stone-500">
          {hint}
        </p>
      )}
      <FieldError id={`${htmlFor}-error`} message={error} />
    </div>
  );
}

/** The asterisk after a required field's label; screen readers hear `required` from the control instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-brand-600">
      {' '}
      *
    </span>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  const inReaderLanguage = useFormErrorText();
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {inReaderLanguage(message)}
    </p>
  );
}

/** aria attributes tying a control to its Field's hint or error. */
export const describedBy = (id: string, error?: string, hint?: ReactNode) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  onValueChange(value: string): void;
};

export function TextField({ label, error, hint, required, onValueChange, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const ref = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(ref, input.value, onValueChange);
  return (
    <Field label={label} htmlFor={inputId} error={error} hint={hint} required={required} className={className}>
      <input
        ref={ref}
        id={inputId}
        required={required}
        className={inputClasses(Boolean(error))}
        onChange={(event) => onValueChange(event.target.value)}
        {...describedBy(inputId, error, hint)}
        {...input}
      />
    </Field>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  label: ReactNode;
  options: readonly string[];
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  onValueChange(value: string): void;
  /** An option's label in the reader's language; the value itself by default. */
  labelOf?(value: string): string;
};

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  onValueChange,
  labelOf = (value) => value,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const t = useT();
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Field label={label} htmlFor={selectId} error={error} hint={hint} required={required} className={className}>
      <select
        id={selectId}
        required={required}
        className={inputClasses(Boolean(error))}
        onChange={(event) => onValueChange(event.target.value)}
        {...describedBy(selectId, error, hint)}
        {...select}
      >
        <option value="">{placeholder ?? t('forms.select')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}
