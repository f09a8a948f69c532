/** The part of the day a local hour (0–23) greets: the small hours still belong to the evening (the catalogue's `dashboard.greeting`). */
export function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
