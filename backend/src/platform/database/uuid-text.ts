const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be cast to uuid: a query given anything else would fail the cast, not find nothing. */
export const isUuidText = (text: string): boolean => UUID.test(text);
