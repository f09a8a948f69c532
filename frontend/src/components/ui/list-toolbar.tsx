import { FormEvent, ReactNode, useId, useState } from 'react';
import { Button } from './button';
import { inputClasses } from './field';
import { useT } from '../../i18n/use-t';

/** A search box that asks the server on Enter or Search (not on every key), and clears with an empty search. */
export function ListSearch({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch(text: string): void }) {
  const t = useT();
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className={inputClasses(false, 'min-w-0 flex-1')}
      />
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}

/** A labelled choice of a list's order or filter; `value` '' is the first option (no filter). */
export function ListSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-stone-600">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClasses(false, 'py-2')}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The search, filters and order above an admin list: one column on a phone, a row from `sm`. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">{children}</div>;
}

/** Rows of an admin table on a desktop, cards on a phone: the cell names itself on a phone, where the header row is hidden. */
export const responsiveTable = {
  table: 'block w-full text-left text-sm md:table',
  head: 'hidden text-xs text-stone-500 md:table-header-group',
  body: 'block space-y-3 md:table-row-group md:space-y-0',
  row: 'block rounded-xl border border-stone-200 p-3 md:table-row md:rounded-none md:border-0 md:border-t md:border-stone-100 md:p-0',
  cell: 'block py-0.5 md:table-cell md:py-2 md:pr-3 md:align-middle',
};

export function CellLabel({ children }: { children: string }) {
  const t = useT();
  return <span className="mr-1 text-xs text-stone-500 md:hidden">{t('common.cellLabel', { label: children })}</span>;
}
