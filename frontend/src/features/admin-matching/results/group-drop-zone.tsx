import { useDroppable } from '@dnd-kit/core';
import { ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';

interface GroupDropZoneProps {
  id: string;
  label: string;
  /** A keyboard move holds its couple over this zone. */
  targeted?: boolean;
  /** What dropping the held couple here would do (new scores, broken rules), shown before anything is saved. */
  preview?: string | null;
  children: ReactNode;
}

/** Where a dragged couple can be dropped: a group, or the unmatched list. */
export function GroupDropZone({ id, label, targeted, preview, children }: GroupDropZoneProps) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id });
  const zone = useRef<HTMLElement | null>(null);
  // A keyboard step may reach a group off screen (one column on a phone): bring it into view.
  useEffect(() => {
    if (targeted) zone.current?.scrollIntoView({ block: 'nearest' });
  }, [targeted]);
  const lit = isOver || targeted;
  return (
    <section
      ref={(node) => {
        setNodeRef(node);
        zone.current = node;
      }}
      aria-label={label}
      data-drop-zone={id}
      className={`rounded-xl border-2 p-4 transition-colors ${lit ? 'border-brand-500 bg-brand-50' : 'border-stone-200 bg-white'}`}
    >
      {lit && preview && (
        <p role="status" className="mb-2 rounded bg-white p-2 text-sm text-stone-800" data-testid="move-preview">
          {t('admin.results.ifDropped', { preview })}
        </p>
      )}
      {children}
    </section>
  );
}
