import type { MessageId } from '../i18n/catalogues';
import type { AppLocale } from '../i18n/languages';

/** Trust and safety's words, shared by the couple's screens and the admin's Safety section (docs/trust-and-safety.md): each category the API takes, with its label's id. */
export const REPORT_CATEGORY_OPTIONS = [
  { value: 'did_not_come', label: 'dashboard.report.category.did_not_come' },
  { value: 'very_late', label: 'dashboard.report.category.very_late' },
  { value: 'disrespectful', label: 'dashboard.report.category.disrespectful' },
  { value: 'unsafe', label: 'dashboard.report.category.unsafe' },
  { value: 'other', label: 'dashboard.report.category.other' },
] as const satisfies readonly { value: string; label: MessageId }[];

export type ReportCategoryValue = (typeof REPORT_CATEGORY_OPTIONS)[number]['value'];

const CATEGORY_LABELS = Object.fromEntries(REPORT_CATEGORY_OPTIONS.map((option) => [option.value, option.label])) as Record<ReportCategoryValue, MessageId>;

/** The id of a category's label, as the couple chose it in the report dialog. */
export const reportCategoryLabel = (value: ReportCategoryValue): MessageId => CATEGORY_LABELS[value];

/** A suspension's end as the couple and the admins read it: '19 December 2026' ('19 décembre 2026'). */
export const formatSuspensionEnd = (iso: string, locale: AppLocale = 'en-IE') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
