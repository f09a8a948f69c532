import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { sameEmail } from '../../lib/email';

export type EmailFieldName = 'email' | 'partner_email';
export type EmailStatus = 'checking' | 'exists' | 'available';

/** Why a check has no answer: the call failed, or too many checks came from here (429). */
export type CheckFailure = 'failed' | 'rate-limited';

interface CheckResult {
  value: string;
  status: EmailStatus;
}

/**
 * The availability check of the two wizard emails. A result belongs to the value it was
 * made for: once the field changes, it has to be checked again. A failed call is only
 * logged and the email treated as not registered, as the spec says, but never recorded as
 * available: the next blur or Next asks again.
 */
export function useEmailAvailability(isRegistered: (email: string) => Promise<boolean>) {
  const [results, setResults] = useState<Partial<Record<EmailFieldName, CheckResult>>>({});
  const inFlight = useRef<Partial<Record<EmailFieldName, { value: string; promise: Promise<boolean | CheckFailure> }>>>({});

  const statusOf = useCallback(
    (field: EmailFieldName, value: string): EmailStatus | undefined => {
      const result = results[field];
      return result && sameEmail(result.value, value) ? result.status : undefined;
    },
    [results],
  );

  /**
   * Resolves to whether the email is registered, or why the call failed (then it counts as
   * not registered). A value already checked, or being checked, is not asked again.
   */
  const check = useCallback(
    (field: EmailFieldName, value: string): Promise<boolean | CheckFailure> => {
      const running = inFlight.current[field];
      if (running && sameEmail(running.value, value)) return running.promise;
      const known = statusOf(field, value);
      if (known && known !== 'checking') return Promise.resolve(known === 'exists');
      setResults((current) => ({ ...current, [field]: { value, status: 'checking' } }));
      const promise = isRegistered(value.trim())
        .catch((error: unknown): CheckFailure => {
          console.error('Email availability check failed', error);
          return error instanceof ApiError && error.status === 429 ? 'rate-limited' : 'failed';
        })
        .then((exists) => {
          setResults((current) => {
            if (!current[field] || !sameEmail(current[field].value, value)) return current;
            return { ...current, [field]: typeof exists === 'boolean' ? { value, status: exists ? 'exists' : 'available' } : undefined };
          });
          if (inFlight.current[field]?.promise === promise) delete inFlight.current[field];
          return exists;
        });
      inFlight.current[field] = { value, promise };
      return promise;
    },
    [isRegistered, statusOf],
  );

  return { statusOf, check };
}
