import type { GroupChangePreviewDto } from '../../../api/generated/model';
import { scoreOutOf10, shortId } from '../match-display';

/** Where couples can be dropped besides a group: the unmatched list. */
export const UNMATCHED_ZONE = 'unmatched';

/** Read to a screen reader on the drag handle: the keyboard steps from group to group, not pixel by pixel. */
export const KEYBOARD_INSTRUCTIONS =
  'To pick up a couple, press Space or Enter. Use the arrow keys to step from group to group, then press Space or Enter to drop the couple there, or Escape to cancel.';

/** A zone as the admin sees it named: "Group aaaaaaaa" or the unmatched list. */
export const zoneName = (zone: string | null) => (zone === null || zone === UNMATCHED_ZONE ? 'Unmatched couples' : `Group ${shortId(zone)}`);

/** What a screen reader hears at each step of a move (keyboard, pointer or touch), in couple and group names. */
export const announce = {
  pickedUp: (names: string, from: string | null) => `Picked up ${names} from ${zoneName(from)}.`,
  over: (names: string, zone: string | null) => (zone === null ? `${names} is no longer over a group.` : `${names} is over ${zoneName(zone)}.`),
  dropped: (names: string, zone: string | null, from: string | null) =>
    zone === null || zone === from ? `${names} was dropped back into ${zoneName(from)}; nothing changed.` : `Dropped ${names} into ${zoneName(zone)}.`,
  cancelled: (names: string, from: string | null) => `Move cancelled. ${names} stays in ${zoneName(from)}.`,
};

/**
 * The zone an arrow key steps to: Down or Right to the next group, Up or Left to the
 * previous one, wrapping at the ends; null for any other key.
 */
export function stepZone(zones: readonly string[], current: number, key: string): number | null {
  if (zones.length === 0) return null;
  if (key === 'ArrowDown' || key === 'ArrowRight') return (current + 1) % zones.length;
  if (key === 'ArrowUp' || key === 'ArrowLeft') return (current - 1 + zones.length) % zones.length;
  return null;
}

/** The new scores of a previewed change, in words: "Group bbbbbbbb 6.4/10 → 7.0/10; Group aaaaaaaa is deleted". */
export function scoreChanges(preview: Pick<GroupChangePreviewDto, 'scores'>): string {
  return (preview.scores ?? [])
    .map((s) => {
      const name = s.group_id ? zoneName(s.group_id) : 'The new group';
      if (s.after === null) return `${name} is deleted`;
      return s.before === null ? `${name} ${scoreOutOf10(s.after)}` : `${name} ${scoreOutOf10(s.before)} → ${scoreOutOf10(s.after)}`;
    })
    .join('; ');
}

/** What dropping here would do: the new scores, and the rules it breaks. */
export function previewSummary(preview: GroupChangePreviewDto): string {
  const scores = scoreChanges(preview);
  const breaks = preview.breaks.length;
  const rules = breaks === 0 ? 'Breaks no rule.' : `Breaks ${breaks} rule${breaks === 1 ? '' : 's'}: ${preview.breaks.map((b) => b.message).join(' ')}`;
  return `${scores ? `New scores: ${scores}. ` : ''}${rules}`;
}
