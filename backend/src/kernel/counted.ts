/** '1 dinner', '3 dinners': a count with its noun, right for one. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
