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

/** How many decimals the currency has (2 for the euro, 0 for the yen). */
export const fractionDigitsOf = (currency: string): number => formatOf(currency, 'en-IE').resolvedOptions().maximumFractionDigits ?? 2;

/** The currency's narrow sign, as a label next to a typed amount: €, £, CHF. */
export const currencySymbolOf = (currency: string, locale: AppLocale): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((part) => part.type === 'currency')
    ?.value ?? currency;

/** The currency's name as the reader says it: euro, livre sterling. */
export const currencyNameOf = (currency: string, locale: AppLocale): string => new Intl.DisplayNames(locale, { type: 'currency' }).of(currency) ?? currency;

/** The same from the minor units the API counts payments in (cents, pence; a yen has none). */
export const formatMinorUnits = (minor: number, currency: string, locale: AppLocale = 'en-IE') =>
  formatMoney(minor / 10 ** (formatOf(currency, locale).resolvedOptions().maximumFractionDigits ?? 2), currency, locale);
