/** Joins the non-empty parts of a run summary: 'closed 2 dinners, matched 1'. */
export function summary(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(', ');
}
