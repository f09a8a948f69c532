import english from './messages/en';
import type { Language } from './languages';

/** A message id: a key of the English catalogue, so that a misspelt id fails the typecheck. */
export type MessageId = keyof typeof english;
export type Catalogue = Record<MessageId, string>;

/**
 * English ships with the app: it is what the build prerenders (/login, /join), what renders
 * before the member's language is known, and what a key missing elsewhere falls back to.
 */
export const ENGLISH: Catalogue = english;

/** The catalogue of a language; any other than English is its own chunk, downloaded only by those who read it. */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'en') return ENGLISH;
  const french: Partial<Catalogue> = (await import('./messages/fr')).default;
  return { ...ENGLISH, ...french };
}
