import { useId, useMemo, useState } from 'react';
import { useLocale, useT } from '../../i18n/use-t';
import { FieldError, inputClasses, RequiredMark } from './field';

/** The months' names in a locale ('January', 'janvier'), January first. */
const monthsIn = (locale: string) =>
  Array.from({ length: 12 }, (_, index) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)));
export const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/** Birth years: 83 years, starting 18 years before the current year and going back. */
export const birthYears = (today = new Date()) => Array.from({ length: 83 }, (_, index) => today.getFullYear() - 18 - index);

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO YYYY-MM-DD once day, month and year are all chosen and form a real date; '' otherwise. */
export function toIsoDate(day: string, month: string, year: string): string {
  if (!day || !month || !year) return '';
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day)) return '';
  return `${year}-${pad(Number(month))}-${pad(Number(day))}`;
}

function parts(iso: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? { year: match[1], month: String(Number(match[2])), day: String(Number(match[3])) } : { year: '', month: '', day: '' };
}

interface DatePickerProps {
  legend: string;
  value: string;
  onChange(iso: string): void;
  years?: readonly number[];
  error?: string;
  required?: boolean;
}

/** Day, month and year selects; reports an ISO date only when the date is complete. */
export function DatePicker({ legend, value, onChange, years = birthYears(), error, required }: DatePickerProps) {
  const t = useT();
  const locale = useLocale();
  const months = useMemo(() => monthsIn(locale), [locale]);
  const id = useId();
  const [date, setDate] = useState(() => parts(value));
  const impossible = Boolean(date.day && date.month && date.year && !toIsoDate(date.day, date.month, date.year));
  const update = (part: 'day' | 'month' | 'year', next: string) => {
    const updated = { ...date, [part]: next };
    setDate(updated);
    onChange(toIsoDate(updated.day, updated.month, updated.year));
  };
  const message = impossible ? t('forms.error.dateDoesNotExist') : error;
  const selectClass = inputClasses(Boolean(message), 'px-2.5');
  return (
    <fieldset aria-describedby={message ? `${id}-error` : undefined} aria-invalid={message ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-stone-700">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="grid grid-cols-[1fr_1.6fr_1.2fr] gap-2">
        <select aria-label={t('forms.datePicker.day')} value={date.day} onChange={(event) => update('day', event.target.value)} className={selectClass}>
          <option value="">{t('forms.datePicker.day')}</option>
          {DAYS.map((day) => (
            <option key={day} value={String(day)}>
              {day}
            </option>
          ))}
        </select>
        <select aria-label={t('forms.datePicker.month')} value={date.month} onChange={(event) => update('month', event.target.value)} className={selectClass}>
          <option value="">{t('forms.datePicker.month')}</option>
          {months.map((month, index) => (
            <option key={month} value={String(index + 1)}>
              {month}
            </option>
          ))}
        </select>
        <select aria-label={t('forms.datePicker.year')} value={date.year} onChange={(event) => update('year', event.target.value)} className={selectClass}>
          <option value="">{t('forms.datePicker.year')}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </fieldset>
  );
}
