/** The launch's first day, as the server's LAUNCH_DATE. */
const LAUNCH_STARTS = Date.UTC(2025, 10, 1);

/** The launch month in a locale's words: 'November 2025', 'novembre 2025'. */
export const launchMonthIn = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(LAUNCH_STARTS);

/**
 * Whether the launch has passed, by the clock: lines that name the launch keep the spec's words
 * only while it lies ahead (DECISIONS item 13). Each line lives beside its section, so the
 * below-the-fold ones stay out of the landing's first script.
 */
export const hasLaunched = (now: Date = new Date()) => now.getTime() >= LAUNCH_STARTS;
