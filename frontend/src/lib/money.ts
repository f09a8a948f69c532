/** Formatters made on first use per currency and kept, as making one costs far more than formatting with it. */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) formats.set(currency, (format = new Intl.NumberFormat('en-IE', { style: 'currency', currency })));
  return format;
}

/** An amount in major units with its currency's own sign and decimals, as every screen shows money: €15.00, £13.00. */
export const formatMoney = (amount: number, currency: string) => formatOf(currency).format(amount);

/** The same from the minor units the API counts payments in (cents, pence; a yen has none). */
export const formatMinorUnits = (minor: number, currency: string) =>
  formatMoney(minor / 10 ** (formatOf(currency).resolvedOptions().maximumFractionDigits ?? 2), currency);
