import { DomainError } from '../../../kernel/domain-error';

export class BlankLookupQueryError extends DomainError {
  constructor() {
    super('invalid', 'SUPPORT.BLANK_QUERY', 'Enter a user id, email, or first or last name to search.', {
      fields: { query: ['Enter a user id, email, or first or last name to search.'] },
    });
  }
}

/** The lookup's search text, trimmed; blank text is refused. */
export function lookupQuery(raw: string | undefined): string {
  const query = (raw ?? '').trim();
  if (!query) throw new BlankLookupQueryError();
  return query;
}
