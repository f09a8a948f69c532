import type { AppLocale } from '../i18n/languages';

/** Formatters made on first use per locale and currency and kept, as making one costs far more than formatting with it. */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: string, locale: AppLocale): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  return format;
}

/** An amount in major units with its currency's own sign and decimals, as every screen shows money: €15.00, £13.00 (15,00 € in French). */
export const formatMoney = (amount: number, currency: string, locale: AppLocale = 'en-IE') => formatOf(currency, locale).format(amount);

/** The same from the minor units the API counts payments in (cents, pence; a yen has none). */
export const formatMinorUnits = (minor: number, currency: string, locale: AppLocale = 'en-IE') =>
  formatMoney(minor / 10 ** (formatOf(currency, locale).resolvedOptions().maximumFractionDigits ?? 2), currency, locale);
