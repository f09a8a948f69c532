import { ApiError, ErrorBody } from './api-error';

const READ_METHODS = new Set(['GET', 'HEAD']);

async function readBody(response: Response): Promise<{ json: ErrorBody | null; text: string }> {
  const text = await response.text().catch(() => '');
  try {
    return { json: text ? (JSON.parse(text) as ErrorBody) : null, text };
  } catch {
    return { json: null, text };
  }
}

/** Message of a failed write: the JSON-serialised body, else 'HTTP error! Status: {status}' or the status text. */
function writeErrorMessage(response: Response, json: ErrorBody | null): string {
  if (json) return JSON.stringify(json);
  return response.statusText || `HTTP error! Status: ${response.status}`;
}

/** Message of a failed read, with the spec's two special readings. */
function readErrorMessage(response: Response, json: ErrorBody | null, text: string): string {
  if (response.status === 404 && json?.emailExists === false) return 'email_not_registered';
  if (response.status === 401 && typeof json?.message === 'string' && /password/i.test(json.message)) return 'invalid_password';
  return json?.message || text || `${response.status}: ${response.statusText}`;
}

/** The language the page is shown in (`<html lang>`, which the language provider keeps), so that the server's refusals read the same. */
const pageLanguage = () => (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';

/**
 * The one fetch every generated hook goes through: JSON with credentials, body only for
 * non-GET methods, nothing returned on 204, errors thrown as ApiError, in the page's language.
 */
export async function apiFetch<T>(url: string, options: RequestInit = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers(options.headers);
  if (!READ_METHODS.has(method) && options.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json');
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', pageLanguage());
  const response = await fetch(url, {
    ...options,
    method,
    headers,
    body: READ_METHODS.has(method) ? undefined : options.body,
    credentials: 'include',
  });
  if (!response.ok) {
    const { json, text } = await readBody(response);
    const message = READ_METHODS.has(method) ? readErrorMessage(response, json, text) : writeErrorMessage(response, json);
    throw new ApiError(message, response.status, json);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export default apiFetch;
