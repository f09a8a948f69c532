/** 'Mon 1 Dec, 18:00:05' in the admin's own time zone. */
export function formatRunTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IE', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
    new Date(iso),
  );
}

/** '850 ms', '12.4 s', '3 min 5 s'. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
