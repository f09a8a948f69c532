import { text } from 'node:stream/consumers';
import { jsonParts, jsonStream, mapInSlices, SLICE } from './json-in-slices';

async function jsonInSlices(value: unknown): Promise<string> {
  let written = '';
  for await (const part of jsonParts(value)) written += part;
  return written;
}

describe('jsonParts', () => {
  const answer = {
    success: true,
    message: 'Matching complete: 3 groups formed.',
    skipped: undefined,
    nothing: null,
    at: new Date('2026-11-26T19:00:00Z'),
    matches: {
      groups: Array.from({ length: 3 * SLICE + 7 }, (_, n) => ({
        id: `g${n}`,
        score: n / 3,
        couples: [{ names: ['Aoife', 'Seán "Jr"'], gone: undefined }],
        edited: n % 2 ? null : new Date(Date.UTC(2026, 10, n % 28)),
      })),
      empty: [],
      short: [1, 'two', null, undefined],
    },
  };

  it('writes the text JSON.stringify writes', async () => {
    expect(await jsonInSlices(answer)).toBe(JSON.stringify(answer));
  });

  it('writes lists of exactly a slice, and plain values, as JSON.stringify does', async () => {
    const exact = Array.from({ length: SLICE }, (_, n) => n);
    expect(await jsonInSlices(exact)).toBe(JSON.stringify(exact));
    expect(await jsonInSlices({ list: Array.from({ length: SLICE + 1 }, (_, n) => `${n}`) })).toBe(
      JSON.stringify({ list: Array.from({ length: SLICE + 1 }, (_, n) => `${n}`) }),
    );
    expect(await jsonInSlices('plain')).toBe('"plain"');
    expect(await jsonInSlices({ toJSON: () => ({ as: 'told' }) })).toBe('{"as":"told"}');
    expect(await jsonInSlices({ only: undefined })).toBe('{}');
  });

  it('lets other work of the event loop in between the slices of a long list', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    const text = jsonInSlices(Array.from({ length: 2 * SLICE + 1 }, (_, n) => n)).then(() => order.push('answer written'));
    await text;
    expect(order).toEqual(['other work', 'answer written']);
  });
});

describe('jsonStream', () => {
  it('streams the JSON text as application/json', async () => {
    const answer = { groups: Array.from({ length: 2 * SLICE + 1 }, (_, n) => ({ n })) };
    const stream = jsonStream(answer);
    expect(stream.getHeaders().type).toBe('application/json; charset=utf-8');
    expect(await text(stream.getStream())).toBe(JSON.stringify(answer));
  });
});

describe('mapInSlices', () => {
  it('maps every item in order', async () => {
    const items = Array.from({ length: 2 * SLICE + 3 }, (_, n) => n);
    expect(await mapInSlices(items, (n) => n * 2)).toEqual(items.map((n) => n * 2));
  });

  it('lets other work of the event loop in between the slices', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    await mapInSlices(
      Array.from({ length: SLICE + 1 }, (_, n) => n),
      (n) => n,
    ).then(() => order.push('mapped'));
    expect(order).toEqual(['other work', 'mapped']);
  });
});
