/**
 * How booking and partner cards look until the email is verified (spec: "at reduced
 * opacity"): faded, but no further than their text stays readable (contrast ≥ 4.5:1, the
 * amber booking-window badge being the closest).
 */
export const LOCKED_FADE = 'opacity-80';
