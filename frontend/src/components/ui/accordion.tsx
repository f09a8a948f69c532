import { ReactNode, useId, useState } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  /** Shown beside the header, outside the toggle button (e.g. a switch). */
  aside?: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Id of the item open at first; none by default. */
  defaultOpenId?: string | null;
  className?: string;
  /** Heading level of the item titles, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Single-open, collapsible accordion: opening an item closes the other; a second click closes it. */
export function Accordion({ items, defaultOpenId = null, className = '', headingLevel = 3 }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200 ${className}`}>
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <div className="flex items-center gap-3 pr-4">
              <Heading className="flex-1 font-sans text-base font-semibold">
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : item.id)}
                  className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-ink hover:text-brand-700"
                >
                  <span>{item.title}</span>
                  <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}>
                    <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </Heading>
              {item.aside}
            </div>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-sm leading-relaxed text-stone-700">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
