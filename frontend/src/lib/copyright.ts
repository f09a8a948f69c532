import { SITE_INFO } from './site-info';

/** The footer line; the year comes from the clock, not from the year the page was written (DECISIONS item 13). */
export const copyrightLine = (now: Date = new Date()) => `© ${now.getFullYear()} Tablemates · ${SITE_INFO.location}`;
