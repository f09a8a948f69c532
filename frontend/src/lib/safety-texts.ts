/** Trust and safety's words, shared by the couple's screens and the admin's Safety section (docs/trust-and-safety.md). */
export const REPORT_CATEGORY_OPTIONS = [
  { value: 'did_not_come', label: 'Did not come' },
  { value: 'very_late', label: 'Very late' },
  { value: 'disrespectful', label: 'Disrespectful' },
  { value: 'unsafe', label: 'Made me feel unsafe' },
  { value: 'other', label: 'Other' },
] as const;

export type ReportCategoryValue = (typeof REPORT_CATEGORY_OPTIONS)[number]['value'];

/** A suspension's end as the couple and the admins read it: '19 December 2026'. */
export const formatSuspensionEnd = (iso: string, locale = 'en-IE') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
