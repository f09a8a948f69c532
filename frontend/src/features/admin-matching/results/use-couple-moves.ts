import type { Active, Announcements, DragEndEvent, DragOverEvent } from '@dnd-kit/core';
import { KeyboardEvent, useRef, useState } from 'react';
import type { GroupChangePreviewDto } from '../../../api/generated/model';
import { useWording } from '../../../i18n/use-t';
import type { DragCouple } from './couple-card';
import { announcer, previewSummary, stepZone, UNMATCHED_ZONE } from './keyboard-move';
import type { CoupleMove } from './use-group-actions';

interface MoveActions {
  changeCouple(move: CoupleMove): Promise<void>;
  preview(move: CoupleMove): Promise<GroupChangePreviewDto>;
}

/** A couple picked up with the keyboard, and the zone it is held over (an index into the zones in page order). */
interface Held {
  couple: DragCouple;
  index: number;
}

/** The zone a couple starts from: its group, or the unmatched list. */
const home = (couple: DragCouple) => couple.fromGroupId ?? UNMATCHED_ZONE;
const toMove = (couple: DragCouple, zone: string): CoupleMove => ({
  coupleId: couple.coupleId,
  names: couple.names,
  from: couple.fromGroupId,
  to: zone === UNMATCHED_ZONE ? null : zone,
});
const draggedCouple = (active: Active) => active.data.current as DragCouple | undefined;
const isSpace = (key: string) => key === ' ' || key === 'Spacebar';

/**
 * Moving couples between the zones of the match results page, by pointer, touch or keyboard.
 * The keyboard steps from zone to zone on the couple's drag handle (Space or Enter picks up
 * and drops, arrows step, Escape or leaving the handle cancels) instead of dnd-kit's 25 px
 * per press. Each step is announced in couple and group names, and the zone the couple is
 * over previews what a drop there would do: the groups' new scores and the rules it breaks.
 */
export function useCoupleMoves(zones: readonly string[], actions: MoveActions) {
  const wording = useWording();
  const announce = announcer(wording.t);
  const [held, setHeld] = useState<Held | null>(null);
  const [spoken, setSpoken] = useState('');
  const [preview, setPreview] = useState<{ zone: string; text: string } | null>(null);
  // Only the latest preview counts: an earlier answer arriving late would describe another zone.
  const latest = useRef(0);

  const showPreview = (couple: DragCouple, zone: string | null) => {
    const ask = ++latest.current;
    setPreview(null);
    if (zone === null || zone === home(couple)) return;
    actions.preview(toMove(couple, zone)).then(
      (answer) => ask === latest.current && setPreview({ zone, text: previewSummary(wording, answer) }),
      () => undefined, // the move itself reports what is wrong
    );
  };
  const endPreview = () => {
    latest.current++;
    setPreview(null);
  };

  const moveTo = (couple: DragCouple, zone: string) => {
    if (zone === home(couple)) return; // dropped where it was: nothing to do
    void actions.changeCouple(toMove(couple, zone));
  };

  const cancel = () => {
    if (!held) return;
    setHeld(null);
    endPreview();
    setSpoken(announce.cancelled(held.couple.names, home(held.couple)));
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, couple: DragCouple) => {
    const { key } = event;
    if (!held || held.couple.coupleId !== couple.coupleId) {
      if (!isSpace(key) && key !== 'Enter') return;
      event.preventDefault();
      const index = zones.indexOf(home(couple));
      if (index < 0) return;
      setHeld({ couple, index });
      setSpoken(announce.pickedUp(couple.names, home(couple)));
      return;
    }
    if (key === 'Escape') {
      event.preventDefault();
      return cancel();
    }
    if (isSpace(key) || key === 'Enter') {
      event.preventDefault();
      const zone = zones[held.index];
      setHeld(null);
      endPreview();
      setSpoken(announce.dropped(couple.names, zone, home(couple)));
      return moveTo(couple, zone);
    }
    const next = stepZone(zones, held.index, key);
    if (next === null) return;
    event.preventDefault();
    setHeld({ couple, index: next });
    setSpoken(announce.over(couple.names, zones[next]));
    showPreview(couple, zones[next]);
  };

  /** The same words for a pointer or touch drag, through dnd-kit's own live region. */
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const couple = draggedCouple(active);
      return couple && announce.pickedUp(couple.names, home(couple));
    },
    onDragOver: ({ active, over }) => {
      const couple = draggedCouple(active);
      return couple && announce.over(couple.names, over ? String(over.id) : null);
    },
    onDragEnd: ({ active, over }) => {
      const couple = draggedCouple(active);
      return couple && announce.dropped(couple.names, over ? String(over.id) : null, home(couple));
    },
    onDragCancel: ({ active }) => {
      const couple = draggedCouple(active);
      return couple && announce.cancelled(couple.names, home(couple));
    },
  };

  return {
    /** The couple a keyboard move holds, and the zone it is over. */
    heldCoupleId: held?.couple.coupleId ?? null,
    targetZone: held ? zones[held.index] : null,
    /** The last keyboard step in words, for the page's live region. */
    spoken,
    /** What dropping on `zone` would do, once its preview has answered. */
    previewFor: (zone: string) => (preview?.zone === zone ? preview.text : null),
    moveTo,
    onHandleKey,
    onHandleBlur: cancel,
    announcements,
    onDragOver: (event: DragOverEvent) => {
      const couple = draggedCouple(event.active);
      if (couple) showPreview(couple, event.over ? String(event.over.id) : null);
    },
    onDragEnd: (event: DragEndEvent) => {
      endPreview();
      const couple = draggedCouple(event.active);
      if (couple && event.over) moveTo(couple, String(event.over.id));
    },
    onDragCancel: endPreview,
  };
}
