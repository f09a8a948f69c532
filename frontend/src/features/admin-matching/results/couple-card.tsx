import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import type { ParticipantCoupleDto } from '../../../api/generated/model';
import { coupleNames, shortId } from '../match-display';
import { useT } from '../../../i18n/use-t';

export interface DragCouple {
  coupleId: string;
  /** "Aoife & Cian": how announcements name the couple. */
  names: string;
  /** The group the couple sits in; null when unmatched. */
  fromGroupId: string | null;
}

export interface CoupleCardProps {
  couple: ParticipantCoupleDto;
  fromGroupId: string | null;
  /** Groups the couple can be moved to by keyboard or touch without dragging. */
  targets: { id: string; label: string }[];
  onMove(toGroupId: string): void;
  onOpen(): void;
  /** A line under the card, e.g. why the couple is unmatched. */
  note?: string;
  /** The keyboard move on the drag handle (pick up, step from group to group, drop, cancel). */
  onHandleKey(event: KeyboardEvent<HTMLButtonElement>, couple: DragCouple): void;
  /** Focus left the handle: a keyboard move in progress is cancelled. */
  onHandleBlur(): void;
  /** The couple is held by a keyboard move. */
  held?: boolean;
}

/** A couple that can be dragged onto a group (pointer or touch), stepped from group to group with the keyboard on its handle, or moved with its 'Move to' select. */
export function CoupleCard({ couple, fromGroupId, targets, onMove, onOpen, note, onHandleKey, onHandleBlur, held }: CoupleCardProps) {
  const t = useT();
  const names = coupleNames(t, couple);
  const data: DragCouple = { coupleId: couple.couple_id, names, fromGroupId };
  // The handle's role as a screen reader says it (dnd-kit's own word is English).
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `couple-${couple.couple_id}`,
    data,
    attributes: { roleDescription: t('admin.results.card.roleDescription') },
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`flex flex-wrap items-center gap-2 rounded-lg border bg-white p-2 text-sm shadow-sm ${isDragging || held ? 'z-10 border-brand-500 opacity-80' : 'border-stone-200'}`}
      data-couple-id={couple.couple_id}
    >
      <button
        type="button"
        className="cursor-grab touch-none rounded px-1 text-stone-500"
        aria-label={t('admin.results.card.move', { names })}
        {...listeners}
        {...attributes}
        aria-pressed={held ?? false}
        onKeyDown={(event) => onHandleKey(event, data)}
        onBlur={onHandleBlur}
      >
        {t('admin.results.card.handle')}
      </button>
      <button type="button" className="font-medium text-brand-800 underline" onClick={onOpen}>
        {names}
      </button>
      <span className="font-mono text-xs text-stone-500">{shortId(couple.couple_id)}</span>
      {targets.length > 0 && (
        <select
          aria-label={t('admin.results.card.moveTo', { names })}
          className="ml-auto rounded border border-stone-300 bg-white px-1 py-0.5 text-xs"
          value=""
          onChange={(event) => event.target.value && onMove(event.target.value)}
        >
          <option value="">{t('admin.results.card.moveToPrompt')}</option>
          {targets.map((target) => (
            <option key={target.id} value={target.id}>
              {target.label}
            </option>
          ))}
        </select>
      )}
      {note && <p className="w-full text-xs text-stone-600">{note}</p>}
    </li>
  );
}
