// Checks that the message catalogues agree (docs/adding-a-language.md):
//   node scripts/check-catalogues.mjs [--sources <dir>]... <catalogue folder>...
// Each catalogue folder holds one JSON file per language (en.json, fr.json: a flat object of
// key -> ICU message). It fails when a key is missing in a language, when a message is not
// valid ICU MessageFormat, when a key's placeholders differ between languages, or when code
// under a --sources folder calls t('some.key') with a key that no catalogue has.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';

const LANGUAGES = ['en', 'fr'];
// `t('key'` or `t("key"`: the literal ids code formats; a key built at run time is not checked (and should not be written).
const KEY_USE = /\bt\(\s*['"]([\w.-]+)['"]/g;
const SOURCE = /\.(ts|tsx|js|mjs)$/;

const args = process.argv.slice(2);
const sources = [];
const folders = [];
for (let index = 0; index < args.length; index += 1) {
  if (args[index] === '--sources') sources.push(args[++index]);
  else folders.push(args[index]);
}
if (folders.length === 0) {
  console.error('Usage: node scripts/check-catalogues.mjs [--sources <dir>]... <catalogue folder>...');
  process.exit(2);
}

const problems = [];
// intl-messageformat's element types (TYPE in @formatjs/icu-messageformat-parser), named for the messages below.
const KINDS = { 1: 'text', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural', 8: 'tag' };

/** Placeholder names of a parsed message, with their type (argument, plural, select, date...), nested ones included. */
function placeholders(elements, found = new Set()) {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0 && element.type !== 7)
      found.add(`${element.value} (${KINDS[element.type]})`);
    for (const option of Object.values(element.options ?? {})) placeholders(option.value, found);
    if (element.children) placeholders(element.children, found);
  }
  return found;
}

const known = new Set();
for (const folder of folders) {
  const catalogues = Object.fromEntries(LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8'))]));
  const keys = new Set(LANGUAGES.flatMap((language) => Object.keys(catalogues[language])));
  for (const key of keys) {
    known.add(key);
    const shapes = {};
    for (const language of LANGUAGES) {
      const message = catalogues[language][key];
      if (typeof message !== 'string') {
        problems.push(`${folder}/${language}.json: "${key}" is missing (it is in ${LANGUAGES.filter((other) => key in catalogues[other]).join(', ')}).`);
        continue;
      }
      try {
        shapes[language] = [...placeholders(new IntlMessageFormat(message, language).getAst())].sort().join(', ');
      } catch (error) {
        problems.push(`${folder}/${language}.json: "${key}" is not valid ICU MessageFormat (${error.message}).`);
      }
    }
    const distinct = new Set(Object.values(shapes));
    if (distinct.size > 1) {
      problems.push(
        `${folder}: "${key}" has different placeholders: ${Object.entries(shapes)
          .map(([language, shape]) => `${language} {${shape}}`)
          .join(' / ')}.`,
      );
    }
  }
}

function* files(path) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'generated') yield* files(join(path, entry));
  } else if (SOURCE.test(path) && !/\.(spec|test)\.[a-z]+$/.test(path)) yield path;
}
for (const root of sources) {
  for (const file of files(root)) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(KEY_USE)) {
      if (!known.has(key)) problems.push(`${relative(process.cwd(), file)}: t('${key}') is in no catalogue.`);
    }
  }
}

if (problems.length > 0) {
  console.error(`The catalogues disagree (${problems.length}):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`i18n: ${known.size} keys in ${folders.length} catalogue folders agree in ${LANGUAGES.join(' and ')}.`);
