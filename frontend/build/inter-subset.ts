import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** What index.css names the cut font by (an alias of the file written here). */
const INTER_SUBSET = '@inter-subset';
/** The weights the app's classes use (font-normal to font-bold); index.css declares the same range. */
const WEIGHTS = { min: 400, max: 700 };
/**
 * Fontsource's Latin range, which index.css's @font-face declares too: a character outside it
 * comes from the Latin Extended file or the system's fonts, as with Fontsource's own CSS.
 */
const LATIN: Array<[number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * Inter's Latin file, the one font every page paints its text with, cut at build time to the
 * weights the app uses and to the default typographic features (Fontsource ships every weight
 * from 100 to 900 and every alternate glyph): 48 KB becomes 31 KB, on every first visit.
 * Written under node_modules/.tablemates for the build and the dev server, and aliased for
 * index.css's url().
 */
export function interSubset(): Plugin {
  let file = '';
  return {
    name: 'tablemates-inter-subset',
    config(config) {
      // Where Vite puts the root when the config names none: the working directory.
      file = join(resolve(config.root ?? '.'), 'node_modules', '.tablemates', 'inter-latin-wght-400-700.woff2');
      return { resolve: { alias: [{ find: INTER_SUBSET, replacement: file }] } };
    },
    async buildStart() {
      const source = readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
      const text = LATIN.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index))).join('');
      const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, subset);
    },
  };
}
