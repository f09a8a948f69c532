// `npm run i18n:check`: the message catalogues agree with each other and with the code.
//
//   node scripts/check-catalogues.mjs <messages folder>[:<code folder>] ...
//
// Several catalogues may name one code folder: its code is checked against all of their ids.
//
// Each messages folder holds one flat JSON catalogue per language (en.json, fr.json, ...), or a
// folder per language (en/, fr/) of flat JSON files, one per area, read through its index.ts;
// English is the reference. Fails on a key missing in a language, a message that is not valid
// ICU MessageFormat, placeholders that differ between languages (names, plural/select/number
// kinds, tags), runs of whitespace (formatjs/no-multiple-whitespaces, which cannot see JSON), and, given a code folder, an id the code uses that English does not have. The
// client and the mails (each backend module's messages folder) share this script.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isStructurallySame, parse, TYPE } from '@formatjs/icu-messageformat-parser';

const REFERENCE = 'en';
/**
 * Areas shown without the i18n runtime (the landing, and what it shares with the app: its 90 KB
 * budget): their messages are plain text with `{simple}` placeholders, filled as written, so no
 * plural, select, number, tag or ICU quoting may be in them.
 */
const PLAIN_AREAS = new Set(['landing.json', 'landing-sections.json', 'consent.json', 'consent-dialog.json', 'ui.json']);
/** How code names a message: t('id') or rich('id', ...), formatMessage({ id: 'id' }), <FormattedMessage id="id">, and an English fallback read as ENGLISH['id']. */
const ID_PATTERNS = [/\b(?:t|rich)\(\s*'([^']+)'/g, /formatMessage\(\s*\{\s*id:\s*'([^']+)'/g, /<FormattedMessage\s+id="([^"]+)"/g, /\bENGLISH\['([^']+)'\]/g];
const CODE_FILE = /\.(ts|tsx|js|mjs)$/;
const SKIPPED = /\.spec\.|\/generated\/|node_modules/;

const problems = [];
const problem = (where, text) => problems.push(`${where}: ${text}`);

/** One language's messages with the file each came from: a `<language>.json` file, or every JSON file of a `<language>/` folder (one file per area). */
function readLanguage(folder, entry, code) {
  const path = join(folder, entry);
  if (!statSync(path).isDirectory()) return [entry.slice(0, -'.json'.length), [[path, null, JSON.parse(readFileSync(path, 'utf8'))]]];
  const files = readdirSync(path).filter((name) => name.endsWith('.json'));
  const index = join(path, 'index.ts');
  const imports = statSync(index, { throwIfNoEntry: false }) ? readFileSync(index, 'utf8') : '';
  // The client reads a language through its index, or a file directly where the i18n runtime does not run (the landing): a file neither imports would never be shown.
  for (const file of files)
    if (!imports.includes(`'./${file}'`) && !importedByCode(code, `/${entry}/${file}'`)) problem(index, `does not import ${file}, and no code file does`);
  return [entry, files.map((file) => [join(path, file), file, JSON.parse(readFileSync(join(path, file), 'utf8'))])];
}

/** Whether some file of the code folder imports a path ending so. */
const importedByCode = (code, pathEnd) =>
  code !== undefined && [...codeFiles(code)].some((file) => readFileSync(file, 'utf8').includes(`/i18n/messages${pathEnd}`));

function readCatalogues(folder, code) {
  const catalogues = {};
  const files = {};
  for (const entry of readdirSync(folder).filter((name) => name.endsWith('.json') || statSync(join(folder, name)).isDirectory())) {
    const [language, parts] = readLanguage(folder, entry, code);
    catalogues[language] = {};
    files[language] = {};
    for (const [path, area, messages] of parts)
      for (const [key, value] of Object.entries(messages)) {
        if (typeof value !== 'string') problem(path, `${key} is not a string (catalogues are flat)`);
        if (key in catalogues[language]) problem(path, `${key} is also in ${files[language][key].path}`);
        catalogues[language][key] = value;
        files[language][key] = { path, area };
      }
  }
  if (!catalogues[REFERENCE]) problem(folder, `no ${REFERENCE}.json or ${REFERENCE}/, the reference catalogue`);
  return { catalogues, files };
}

/** The parsed message, or null after reporting why it is not ICU MessageFormat. */
function parsed(where, key, message) {
  try {
    return parse(message);
  } catch (error) {
    problem(where, `${key} is not valid ICU MessageFormat (${error.message})`);
    return null;
  }
}

function checkCatalogues({ catalogues, files }) {
  const english = catalogues[REFERENCE] ?? {};
  const fileOf = (language, key) => files[language][key].path;
  const areaOf = (language, key) => files[language][key].area;
  for (const [language, messages] of Object.entries(catalogues)) {
    for (const key of Object.keys(english)) if (!(key in messages)) problem(fileOf(REFERENCE, key), `${key} is missing in ${language}`);
    for (const key of Object.keys(messages)) if (!(key in english)) problem(fileOf(language, key), `${key} is not in the ${REFERENCE} catalogue`);
    for (const [key, message] of Object.entries(messages)) {
      const where = fileOf(language, key);
      if (key in english && areaOf(language, key) !== areaOf(REFERENCE, key))
        problem(where, `${key} belongs in ${language}/${areaOf(REFERENCE, key)}, as in ${REFERENCE}`);
      if (/\s{2,}/.test(message)) problem(where, `${key} has a run of whitespace`);
      const ast = parsed(where, key, message);
      if (ast && PLAIN_AREAS.has(areaOf(language, key)) && !isPlain(ast, message))
        problem(where, `${key} must be plain text with {simple} placeholders (read without the i18n runtime)`);
      if (!ast || language === REFERENCE || !(key in english)) continue;
      const reference = parsed(fileOf(REFERENCE, key), key, english[key]);
      if (!reference) continue;
      // Both ways: a placeholder only the translation has would be left unfilled.
      const compared = compare(reference, ast);
      if (compared) problem(where, `${key} has other placeholders than in ${REFERENCE} (${compared})`);
    }
  }
}

/** Whether a message reads the same filled as written as through ICU: literals and simple arguments only, no quoting. */
const isPlain = (ast, message) =>
  ast.every((element) => element.type === TYPE.literal || element.type === TYPE.argument) &&
  ast.map((element) => (element.type === TYPE.literal ? element.value : `{${element.value}}`)).join('') === message;

/** Why two messages' placeholders differ, or null. The parser throws on some placeholder names (`size`): that is reported as a problem, not a crash. */
function compare(reference, translation) {
  try {
    const same = isStructurallySame(reference, translation);
    const back = isStructurallySame(translation, reference);
    return same.success && back.success ? null : (same.error ?? back.error).message;
  } catch (error) {
    return `${error.message}; rename the placeholder`;
  }
}

function* codeFiles(folder) {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (SKIPPED.test(path)) continue;
    if (statSync(path).isDirectory()) yield* codeFiles(path);
    else if (CODE_FILE.test(entry)) yield path;
  }
}

function checkCode(folder, english) {
  for (const file of codeFiles(folder)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of ID_PATTERNS)
      for (const [, id] of text.matchAll(pattern)) if (!(id in english)) problem(relative(process.cwd(), file), `uses ${id}, which is not in the catalogue`);
  }
}

const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error('Usage: node scripts/check-catalogues.mjs <messages folder>[:<code folder>] ...');
  process.exit(2);
}
// Catalogues that name the same code folder are read together: its code may use any of their ids.
const idsByCode = new Map();
for (const target of targets) {
  const [messages, code] = target.split(':');
  const read = readCatalogues(messages, code);
  checkCatalogues(read);
  if (code) idsByCode.set(code, { ...idsByCode.get(code), ...read.catalogues[REFERENCE] });
}
for (const [code, english] of idsByCode) checkCode(code, english);
if (problems.length > 0) {
  console.error(`Message catalogues: ${problems.length} problem(s)\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`Message catalogues agree (${targets.join(', ')}).`);
