/** '1 couple', '3 couples', '0 replies': a count with its noun in the right number. */
export const countOf = (count: number, noun: string, plural = `${noun}s`) => `${count} ${count === 1 ? noun : plural}`;

/** 'less than an hour', '1 hour', '5 hours': the whole hours left, counted down. */
export const hoursLeftText = (hours: number) => (hours < 1 ? 'less than an hour' : countOf(hours, 'hour'));
