import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const LAST_STEP = 4;

/**
 * The wizard's step: a browser history entry each (?step=N), never beyond the furthest step
 * reached. A new step's title takes focus, so that keyboard and screen-reader users continue
 * there, not below the form.
 */
export function useWizardStep(savedReached: number) {
  const [reached, setReached] = useState(savedReached);
  const [params, setParams] = useSearchParams();
  const step = Math.min(Math.max(Number(params.get('step')) || 1, 1), reached);
  const goTo = (next: number) => {
    setReached((current) => Math.max(current, next));
    setParams({ step: String(next) });
  };

  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    // Compared with the step shown before, so that opening the page moves no focus.
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  return { step, reached, goTo, heading };
}
