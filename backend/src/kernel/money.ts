/**
 * Amounts are integers in the currency's minor unit (cents, pence; yen have none). How many
 * decimals a currency has comes from Intl, never from a guess of 2.
 */
export function minorDigitsOf(currency: string): number {
  return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
}

const formats = new Map<string, Intl.NumberFormat>();

/** Made once per locale and currency: making one costs far more than formatting with it, and every booking states a fee. */
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency.toUpperCase()}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() })));
  return format;
}

/** 1750 EUR cents → 17.5; 1750 JPY → 1750. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorDigitsOf(currency);
}

/** 17.5 EUR → 1750; rounds to the currency's smallest unit. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigitsOf(currency));
}

/** "€15.00", "£13.00", "¥1,500": the amount as the mails and pages state it (English texts: issue 49 keeps languages for the i18n work). */
export function moneyText(minor: number, currency: string, locale = 'en-IE'): string {
  return currencyFormat(locale, currency).format(toMajorUnits(minor, currency));
}

/** A currency Intl knows by its ISO 4217 code. */
export function isKnownCurrency(code: string): boolean {
  return /^[A-Za-z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code.toUpperCase());
}
