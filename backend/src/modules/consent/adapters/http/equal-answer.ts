/** The public forms' answers wait this long: whether an address is new, waiting or listed must not show in their time. */
export const EQUAL_ANSWER_MS = 200;
