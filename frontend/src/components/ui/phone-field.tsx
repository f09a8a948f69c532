import { useId, useState } from 'react';
import { useLocale, useT } from '../../i18n/use-t';
import { COUNTRIES, DEFAULT_COUNTRY, flagOf, formatPhone, PHONE_NUMBER_MAX_LENGTH } from '../../lib/countries';
import { controlClasses, describedBy, Field, inputClasses } from './field';

interface PhoneFieldProps {
  label: string;
  /** One string, dial code first: '+353 871234567'. */
  value: string;
  onChange(phone: string): void;
  error?: string;
  required?: boolean;
}

const OPEN_MARK = '▾';
/** An Irish mobile number without its dial code, as an example of the digits asked for. */
const NUMBER_EXAMPLE = '87 123 4567';

/** A country's name in the reader's language ('Irlande'), its English name where Intl has none. */
const countryName = (country: { code: string; name: string }, locale: string) =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(country.code) ?? country.name;

/** The country whose dial code starts the stored value; the default country when none does. */
function splitPhone(value: string) {
  const match = /^(\+\d+)\s*(.*)$/.exec(value);
  const country = (match && COUNTRIES.find((entry) => entry.dialCode === match[1])) || DEFAULT_COUNTRY;
  return { code: country.code, number: match ? match[2] : value };
}

/** Dial-code selector (61 countries, Ireland first and default) plus the number. */
export function PhoneField({ label, value, onChange, error, required }: PhoneFieldProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  // The country is kept by code because the US and Canada share +1.
  const [phone, setPhone] = useState(() => splitPhone(value));
  const countryOf = (code: string) => COUNTRIES.find((country) => country.code === code) ?? DEFAULT_COUNTRY;
  const selected = countryOf(phone.code);
  const update = (next: { code: string; number: string }) => {
    setPhone(next);
    onChange(formatPhone(countryOf(next.code).dialCode, next.number));
  };
  return (
    <Field label={label} htmlFor={id} error={error} required={required}>
      <div className="flex gap-2">
        {/* The closed selector shows only flag and dial code, which fit a phone; the native list still names every country. */}
        <div
          className={controlClasses(
            false,
            'relative flex w-28 shrink-0 items-center justify-between gap-1 px-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200',
          )}
        >
          <span aria-hidden="true" className="truncate">
            {[flagOf(selected.code), selected.dialCode].join(' ')}
          </span>
          <span aria-hidden="true" className="text-xs text-stone-500">
            {OPEN_MARK}
          </span>
          <select
            aria-label={t('forms.phone.dialCode')}
            value={phone.code}
            onChange={(event) => update({ ...phone, code: event.target.value })}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
          >
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {[flagOf(country.code), country.dialCode, countryName(country, locale)].join(' ')}
              </option>
            ))}
          </select>
        </div>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={NUMBER_EXAMPLE}
          required={required}
          maxLength={PHONE_NUMBER_MAX_LENGTH}
          value={phone.number}
          // Digits and spaces only: the number travels as '+353 871234567'.
          onChange={(event) => update({ ...phone, number: event.target.value.replace(/[^\d ]/g, '') })}
          className={inputClasses(Boolean(error), 'min-w-0 flex-1')}
          {...describedBy(id, error)}
        />
      </div>
    </Field>
  );
}
