import { useId } from 'react';
import { FieldError, RequiredMark } from './field';

interface ChoiceGroupProps {
  legend: string;
  description?: string;
  options: readonly string[];
  /** Chosen values; a single-choice group holds at most one. */
  selected: readonly string[];
  multiple?: boolean;
  onToggle(value: string): void;
  isDisabled?(value: string): boolean;
  error?: string;
  required?: boolean;
  /** Narrow option labels fit in more columns. */
  columns?: 1 | 2 | 3;
  /** Long lists of short labels: compact chips that wrap on a phone, the grid from `sm` up. */
  chipsOnPhone?: boolean;
  /** An option's label in the reader's language; the value itself by default. */
  labelOf?(value: string): string;
}

const COLUMNS = { 1: 'grid-cols-1', 2: 'grid-cols-1 sm:grid-cols-2', 3: 'grid-cols-2 sm:grid-cols-3' } as const;
const CHIP_COLUMNS = { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/** Checkbox (multiple) or radio options rendered as tappable cards. */
export function ChoiceGroup({
  legend,
  description,
  options,
  selected,
  multiple = false,
  onToggle,
  isDisabled,
  error,
  required,
  columns = 2,
  chipsOnPhone = false,
  labelOf = (value) => value,
}: ChoiceGroupProps) {
  const name = useId();
  const layout = chipsOnPhone ? `flex flex-wrap sm:grid ${CHIP_COLUMNS[columns]}` : `grid ${COLUMNS[columns]}`;
  const shape = chipsOnPhone ? 'gap-2 rounded-full px-3 py-2 sm:gap-3 sm:rounded-xl sm:px-3.5 sm:py-2.5' : 'gap-3 rounded-xl px-3.5 py-2.5';
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-stone-700">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {description && <p className="mt-0.5 text-xs text-stone-500">{description}</p>}
      <div className={`mt-2 gap-2 ${layout}`}>
        {options.map((option) => {
          const checked = selected.includes(option);
          const disabled = isDisabled?.(option) ?? false;
          return (
            <label
              key={option}
              className={`flex min-h-11 cursor-pointer items-center border text-sm transition-colors ${shape} has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${
                checked ? 'border-brand-600 bg-brand-50 font-medium text-brand-900' : 'border-stone-300 bg-white text-stone-700 hover:border-brand-300'
              } ${disabled ? 'cursor-not-allowed opacity-50 hover:border-stone-300' : ''}`}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option}
                checked={checked}
                disabled={disabled}
                onChange={() => onToggle(option)}
                className="h-4 w-4 shrink-0 accent-brand-700"
              />
              <span>{labelOf(option)}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}
