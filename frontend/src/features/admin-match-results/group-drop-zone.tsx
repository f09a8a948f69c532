import { useDroppable } from '@dnd-kit/core';
import { ReactNode } from 'react';

/** Where a dragged couple can be dropped: a group, or the unmatched list. */
export function GroupDropZone({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section ref={setNodeRef} aria-label={label} data-drop-zone={id} className={`rounded-xl border-2 p-4 transition-colors ${isOver ? 'border-brand-500 bg-brand-50' : 'border-stone-200 bg-white'}`}>
      {children}
    </section>
  );
}
