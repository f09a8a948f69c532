/** "Starts in 2 days 3 h", "Starts in 5 h 20 min", "Starts in 12 min". */
export function timeLeft(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `Starts in ${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''}`;
  if (hours > 0) return `Starts in ${hours} h${rest > 0 ? ` ${rest} min` : ''}`;
  return `Starts in ${Math.max(rest, 0)} min`;
}
