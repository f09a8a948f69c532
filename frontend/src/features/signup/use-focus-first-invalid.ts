import { useEffect, useRef, useState } from 'react';

/**
 * After a failed Next or submit, the first highlighted field takes focus: on a phone the
 * problem is often far above the button.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [failedTries, setFailedTries] = useState(0);
  useEffect(() => {
    if (failedTries === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input:not(:disabled), select') : invalid;
    target?.focus();
  }, [failedTries]);
  return { formRef, focusFirstInvalid: () => setFailedTries((tries) => tries + 1) };
}
