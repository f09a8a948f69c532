import english, { AREAS as ENGLISH_AREAS, type AreaMessages } from './messages/en';
import type { Language } from './languages';

/** A message id: a key of the English catalogue (its areas included), so that a misspelt id fails the typecheck. */
export type MessageId = keyof typeof english | keyof AreaMessages;
export type Catalogue = Record<MessageId, string>;
/** An area of messages downloaded with the pages that use it (the admin console, the legal texts). */
export type Area = keyof typeof ENGLISH_AREAS;
export const ALL_AREAS = Object.keys(ENGLISH_AREAS) as Area[];

/**
 * English ships with the app: it is what the build prerenders (/login, /join), what renders
 * before the member's language is known, and what a key missing elsewhere falls back to.
 * It holds what every page may need; an area joins it once a page of that area has loaded it.
 */
export const ENGLISH: Catalogue = english as Catalogue;

/**
 * What has been downloaded, per language: the core catalogue and the areas. The language
 * provider and the English fallback read it; each download makes a new version, so that
 * they render again with the words it brought.
 */
const downloaded: Record<Language, Partial<Catalogue>> = { en: ENGLISH, fr: {} };
const coreLoaded = new Set<Language>(['en']);
const areasLoaded: Record<Language, Set<Area>> = { en: new Set(), fr: new Set() };
/** The areas some page has asked for: a language downloaded later brings them too. */
const wantedAreas = new Set<Area>();
const listeners = new Set<() => void>();
let version = 0;
const merged = new Map<Language, { version: number; messages: Catalogue }>();

function add(language: Language, messages: Partial<Catalogue>) {
  downloaded[language] = { ...downloaded[language], ...messages };
  version += 1;
  for (const listener of listeners) listener();
}

export const catalogueVersion = () => version;
export function onCatalogueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The messages of a language as far as downloaded, English under them for any key not (yet) there; the same object until the next download. */
export function messagesOf(language: Language): Catalogue {
  const cached = merged.get(language);
  if (cached?.version === version) return cached.messages;
  const messages = (language === 'en' ? downloaded.en : { ...downloaded.en, ...downloaded[language] }) as Catalogue;
  merged.set(language, { version, messages });
  return messages;
}

async function loadAreasIn(language: Language, areas: readonly Area[]): Promise<void> {
  const missing = areas.filter((area) => !areasLoaded[language].has(area));
  if (missing.length === 0) return;
  const sources = language === 'en' ? ENGLISH_AREAS : (await import('./messages/fr')).AREAS;
  const parts = (await Promise.all(missing.map((area) => sources[area]()))) as Partial<Catalogue>[];
  for (const area of missing) areasLoaded[language].add(area);
  add(language, Object.assign({}, ...parts) as Partial<Catalogue>);
}

/**
 * A language's core catalogue, with the areas pages have asked for so far (a member switching
 * language on an admin page gets its words too). Any language but English is its own chunk,
 * downloaded only by those who read it.
 */
export async function loadCatalogue(language: Language): Promise<void> {
  if (!coreLoaded.has(language)) {
    const core = (await import('./messages/fr')).default as Partial<Catalogue>;
    coreLoaded.add(language);
    add(language, core);
  }
  await loadAreasIn(language, [...wantedAreas]);
}

/** The areas' messages in English and in every language downloaded so far, each downloaded once. */
export async function requireAreas(areas: readonly Area[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  await Promise.all([...coreLoaded].map((language) => loadAreasIn(language, areas)));
}

/** A page's module once the areas of messages it shows are there too: `lazy(() => withAreas(['admin'], () => import('./page')))`. */
export async function withAreas<T>(areas: readonly Area[], load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), requireAreas(areas)]);
  return module;
}
