import type { CityDto, CityInputDto, CityStatus } from '../../api/generated/model';
import type { MessageId } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/use-t';
import type { FormErrors } from '../../lib/forms/form-checks';
import type { FormMessages } from '../../lib/forms/form-messages';

/** The city form as typed: the fee in the currency's major units (15.00), as admins think of it. */
export interface CityFormValues {
  name: string;
  country: string;
  timeZone: string;
  currency: string;
  language: string;
  status: CityStatus;
  defaultFee: string;
}

export const STATUS_LABELS: Record<CityStatus, MessageId> = {
  open: 'admin.cities.status.open',
  coming_soon: 'admin.cities.status.coming_soon',
  closed: 'admin.cities.status.closed',
};

/** Each field's message when the generated rules refuse it. */
export const cityMessages = (t: Translate): FormMessages<CityFormValues> => ({
  name: { required: t('admin.cities.nameRequired'), tooLong: t('admin.cities.nameTooLong') },
  country: { required: t('admin.cities.countryRequired'), tooLong: t('admin.cities.countryTooLong') },
  timeZone: t('admin.cities.timeZoneInvalid'),
  currency: t('admin.cities.currencyInvalid'),
  language: t('admin.cities.languageInvalid'),
  status: t('admin.cities.statusRequired'),
});

export const emptyCity: CityFormValues = { name: '', country: '', timeZone: '', currency: '', language: 'en', status: 'closed', defaultFee: '' };

/** How many decimals a currency has (Intl), or undefined for a code Intl does not know. */
export function minorDigitsOf(currency: string): number | undefined {
  if (!/^[A-Za-z]{3}$/.test(currency.trim())) return undefined;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.trim() }).resolvedOptions().maximumFractionDigits;
  } catch {
    return undefined;
  }
}

export const toFormValues = (city: CityDto): CityFormValues => ({
  name: city.name,
  country: city.country,
  timeZone: city.time_zone,
  currency: city.currency,
  language: city.language,
  status: city.status,
  defaultFee: (city.default_fee_minor / 10 ** city.minor_digits).toFixed(city.minor_digits),
});

/** The rules the generated schema cannot hold: a fee in major units with no more decimals than its currency has. */
export const checkCity =
  (t: Translate) =>
  (values: CityFormValues): FormErrors<CityFormValues> => {
    const digits = minorDigitsOf(values.currency) ?? 2;
    const fee = Number(values.defaultFee);
    if (values.defaultFee.trim() === '' || !Number.isFinite(fee) || fee < 0) return { defaultFee: t('admin.cities.feeInvalid') };
    if (!Number.isInteger(Math.round(fee * 10 ** digits * 1e6) / 1e6)) return { defaultFee: t('admin.cities.feeDecimals', { digits }) };
    return {};
  };

export const toCityBody = (values: CityFormValues): CityInputDto => ({
  name: values.name.trim(),
  country: values.country.trim(),
  time_zone: values.timeZone.trim(),
  currency: values.currency.trim().toUpperCase(),
  language: values.language.trim(),
  status: values.status,
  default_fee_minor: Math.round(Number(values.defaultFee) * 10 ** (minorDigitsOf(values.currency) ?? 2)),
});

/** The server's field names (DTO and domain refusals) to the form's. */
export const SERVER_FIELDS: Record<string, keyof CityFormValues> = {
  name: 'name',
  country: 'country',
  time_zone: 'timeZone',
  currency: 'currency',
  language: 'language',
  status: 'status',
  default_fee_minor: 'defaultFee',
  default_fee: 'defaultFee',
};
