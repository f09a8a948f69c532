/** The launch month, and its first day as the server's LAUNCH_DATE. */
export const LAUNCH_MONTH = 'November 2025';
const LAUNCH_STARTS = Date.UTC(2025, 10, 1);

/**
 * Whether the launch has passed, by the clock: lines that name the launch keep the spec's words
 * only while it lies ahead (DECISIONS item 13). Each line lives beside its section, so the
 * below-the-fold ones stay out of the landing's first script.
 */
export const hasLaunched = (now: Date = new Date()) => now.getTime() >= LAUNCH_STARTS;
