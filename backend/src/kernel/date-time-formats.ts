const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat made once per locale and options: making one costs far more than
 * formatting with it, and a Friday's reveal formats a dinner's time for every mail (issue 50).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
