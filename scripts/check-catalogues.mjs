// `npm run i18n:check`: the message catalogues agree with each other and with the code.
//
//   node scripts/check-catalogues.mjs <messages folder>[:<code folder>] ...
//
// Several catalogues may name one code folder: its code is checked against all of their ids.
//
// Each messages folder holds one flat JSON catalogue per language (en.json, fr.json, ...);
// English is the reference. Fails on a key missing in a language, a message that is not valid
// ICU MessageFormat, placeholders that differ between languages (names, plural/select/number
// kinds, tags), runs of whitespace (formatjs/no-multiple-whitespaces, which cannot see JSON), and, given a code folder, an id the code uses that English does not have. The
// client and the mails (each backend module's messages folder) share this script.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';

const REFERENCE = 'en';
/** How code names a message: t('id') or rich('id', ...), formatMessage({ id: 'id' }), <FormattedMessage id="id">, and an English fallback read as ENGLISH['id']. */
const ID_PATTERNS = [/\b(?:t|rich)\(\s*'([^']+)'/g, /formatMessage\(\s*\{\s*id:\s*'([^']+)'/g, /<FormattedMessage\s+id="([^"]+)"/g, /\bENGLISH\['([^']+)'\]/g];
const CODE_FILE = /\.(ts|tsx|js|mjs)$/;
const SKIPPED = /\.spec\.|\/generated\/|node_modules/;

const problems = [];
const problem = (where, text) => problems.push(`${where}: ${text}`);

function readCatalogues(folder) {
  const catalogues = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const language = file.slice(0, -'.json'.length);
    const messages = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    for (const [key, value] of Object.entries(messages))
      if (typeof value !== 'string') problem(join(folder, file), `${key} is not a string (catalogues are flat)`);
    catalogues[language] = messages;
  }
  if (!catalogues[REFERENCE]) problem(folder, `no ${REFERENCE}.json, the reference catalogue`);
  return catalogues;
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

function checkCatalogues(folder, catalogues) {
  const english = catalogues[REFERENCE] ?? {};
  for (const [language, messages] of Object.entries(catalogues)) {
    const where = join(folder, `${language}.json`);
    for (const key of Object.keys(english)) if (!(key in messages)) problem(where, `${key} is missing`);
    for (const key of Object.keys(messages)) if (!(key in english)) problem(where, `${key} is not in ${REFERENCE}.json`);
    for (const [key, message] of Object.entries(messages)) {
      if (/\s{2,}/.test(message)) problem(where, `${key} has a run of whitespace`);
      const ast = parsed(where, key, message);
      if (!ast || language === REFERENCE || !(key in english)) continue;
      const reference = parsed(join(folder, `${REFERENCE}.json`), key, english[key]);
      if (!reference) continue;
      // Both ways: a placeholder only the translation has would be left unfilled.
      const same = isStructurallySame(reference, ast);
      const back = isStructurallySame(ast, reference);
      if (!same.success || !back.success) problem(where, `${key} has other placeholders than ${REFERENCE}.json (${(same.error ?? back.error).message})`);
    }
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
  const catalogues = readCatalogues(messages);
  checkCatalogues(messages, catalogues);
  if (code) idsByCode.set(code, { ...idsByCode.get(code), ...catalogues[REFERENCE] });
}
for (const [code, english] of idsByCode) checkCode(code, english);
if (problems.length > 0) {
  console.error(`Message catalogues: ${problems.length} problem(s)\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`Message catalogues agree (${targets.join(', ')}).`);
