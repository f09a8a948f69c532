import { ReactNode, useId } from 'react';
import { FieldError } from './field';

interface CheckboxProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  children: ReactNode;
  error?: string;
  required?: boolean;
  name?: string;
}

/** A single checkbox with a label that may contain links. */
export function Checkbox({ checked, onCheckedChange, children, error, required, name }: CheckboxProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          required={required}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-stone-300 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm leading-6 text-stone-700">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
