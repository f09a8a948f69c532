import { apiFetch } from '../api/mutator';
import { browserLanguage, isLanguage, type Language } from './languages';

/**
 * PUT /api/user/account/language: the member's choice, null for "my city's language"; answers the
 * effective language. Written by hand through the generated hooks' own fetch (api/mutator.ts)
 * because the route is not in openapi.yaml yet: swap this for the generated mutation once it is.
 */
export async function saveLanguage(language: Language | null): Promise<Language> {
  const answer = await apiFetch<{ language?: unknown }>('/api/user/account/language', { method: 'PUT', body: JSON.stringify({ language }) });
  return isLanguage(answer?.language) ? answer.language : (language ?? browserLanguage());
}
