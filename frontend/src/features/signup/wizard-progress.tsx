import { Ref } from 'react';
import { useT } from '../../i18n/use-t';
import { STEP_TITLES } from './signup-form';

/** 'Step n of 4', the step's title and a bar per step; the title takes focus on a step change. */
export function WizardProgress({ step, headingRef }: { step: number; headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useT();
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t('signup.progress.step', { step, total: STEP_TITLES.length })}</p>
      <h1 ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-bold text-brand-800 focus:outline-none sm:text-3xl">
        {t(STEP_TITLES[step - 1])}
      </h1>
      <ol className="mt-4 grid grid-cols-4 gap-2" aria-label={t('signup.progress.label')}>
        {STEP_TITLES.map((title, index) => (
          <li key={title} aria-current={index + 1 === step ? 'step' : undefined}>
            <span className={`block h-1.5 rounded-full ${index < step ? 'bg-brand-700' : 'bg-stone-200'}`} />
            <span className="sr-only">{index + 1 < step ? t('signup.progress.done', { title: t(title) }) : t(title)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
