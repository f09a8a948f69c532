import { setImmediate as nextTurn } from 'node:timers/promises';

/** Elements of a long list handled per turn of the event loop. */
export const SLICE = 50;

/**
 * A large answer's body, JSON.stringify's text built a slice of each long list at a time with a
 * turn of the event loop between slices: a 2,000-couple matching run's answer (hundreds of
 * groups with their couples) took 50 to 80 ms in one piece, which every other request of the
 * process waited for (issue 25, health during a run). Same text as JSON.stringify.
 */
export async function jsonInSlices(value: unknown): Promise<string> {
  const parts: string[] = [];
  await write(value, parts);
  return parts.join('');
}

/** `items.map(map)`, a slice per turn of the event loop. */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R): Promise<R[]> {
  const mapped: R[] = [];
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await nextTurn();
    for (const item of items.slice(start, start + SLICE)) mapped.push(map(item));
  }
  return mapped;
}

async function write(value: unknown, parts: string[]): Promise<void> {
  if (Array.isArray(value) && value.length > SLICE) {
    parts.push('[');
    for (let start = 0; start < value.length; start += SLICE) {
      if (start > 0) {
        parts.push(',');
        await nextTurn();
      }
      // The slice's own array text without its brackets: its elements, comma-separated.
      parts.push(JSON.stringify(value.slice(start, start + SLICE)).slice(1, -1));
    }
    parts.push(']');
    return;
  }
  if (isPlainObject(value)) {
    parts.push('{');
    let first = true;
    for (const [key, field] of Object.entries(value)) {
      // Skipped as JSON.stringify skips them.
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      parts.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      await write(field, parts);
    }
    parts.push('}');
    return;
  }
  parts.push(JSON.stringify(value) ?? 'null');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
