import { StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Elements of a long list handled per turn of the event loop. */
export const SLICE = 50;

/**
 * A large answer streamed as JSON, a slice of each long list at a time with a turn of the
 * event loop between slices: a 2,000-couple matching run's answer (hundreds of groups with
 * their couples, megabytes) took 50 to 80 ms to serialise in one piece, and as long again to
 * hash (ETag) and copy, which every other request of the process waited for (issue 25,
 * health during a run). The text is JSON.stringify's.
 */
export function jsonStream(value: unknown): StreamableFile {
  return new StreamableFile(Readable.from(jsonParts(value)), { type: 'application/json; charset=utf-8' });
}

/** JSON.stringify's text of `value` in parts, each long list's slices apart. */
export async function* jsonParts(value: unknown): AsyncGenerator<string> {
  if (Array.isArray(value) && value.length > SLICE) {
    for (let start = 0; start < value.length; start += SLICE) {
      if (start > 0) await nextTurn();
      // The slice's own array text without its brackets: its elements, comma-separated.
      const elements = JSON.stringify(value.slice(start, start + SLICE)).slice(1, -1);
      yield `${start === 0 ? '[' : ','}${elements}`;
    }
    yield ']';
    return;
  }
  if (isPlainObject(value)) {
    let first = true;
    for (const [key, field] of Object.entries(value)) {
      // Skipped as JSON.stringify skips them.
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      yield `${first ? '{' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* jsonParts(field);
    }
    yield first ? '{}' : '}';
    return;
  }
  yield JSON.stringify(value) ?? 'null';
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
