/** '1 dinner', '3 dinners': counts in a job run's summary. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Joins the non-empty parts of a run summary: 'closed 2 dinners, matched 1'. */
export function summary(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(', ');
}
