import { RefObject, useEffect } from 'react';

/**
 * A prerendered field can be typed in, or filled by the browser's autofill, before its
 * script has hydrated it; hydration keeps what the field shows but not the state behind it.
 * Once hydrated, the state takes the field's value; afterwards React keeps them equal.
 */
export function useValueTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: unknown, onValueChange: (value: string) => void): void {
  useEffect(() => {
    const shown = ref.current?.value;
    if (value !== undefined && shown !== undefined && shown !== String(value)) onValueChange(shown);
  }, [ref, value, onValueChange]);
}
