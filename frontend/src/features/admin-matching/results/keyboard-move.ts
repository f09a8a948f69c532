import type { GroupChangePreviewDto } from '../../../api/generated/model';
import type { Translate, Wording } from '../../../i18n/use-t';
import { scoreOutOf10, shortId } from '../match-display';

/** Where couples can be dropped besides a group: the unmatched list. */
export const UNMATCHED_ZONE = 'unmatched';

/** A group as the admin sees it named on its own: "Group aaaaaaaa". */
export const groupName = (t: Translate, groupId: string) => t('admin.results.group', { group: shortId(groupId) });

/** A zone named inside a sentence: "Group aaaaaaaa" or the unmatched list (French needs its article there: "le groupe aaaaaaaa"). */
export const zoneName = (t: Translate, zone: string | null) =>
  zone === null || zone === UNMATCHED_ZONE ? t('admin.results.zone.unmatched') : t('admin.results.zone.group', { group: shortId(zone) });

/** What a screen reader hears at each step of a move (keyboard, pointer or touch), in couple and group names. */
export const announcer = (t: Translate) => ({
  pickedUp: (names: string, from: string | null) => t('admin.results.announce.pickedUp', { names, zone: zoneName(t, from) }),
  over: (names: string, zone: string | null) =>
    zone === null ? t('admin.results.announce.notOver', { names }) : t('admin.results.announce.over', { names, zone: zoneName(t, zone) }),
  dropped: (names: string, zone: string | null, from: string | null) =>
    zone === null || zone === from
      ? t('admin.results.announce.droppedBack', { names, zone: zoneName(t, from) })
      : t('admin.results.announce.dropped', { names, zone: zoneName(t, zone) }),
  cancelled: (names: string, from: string | null) => t('admin.results.announce.cancelled', { names, zone: zoneName(t, from) }),
});

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
export function scoreChanges(wording: Wording, preview: Pick<GroupChangePreviewDto, 'scores'>): string {
  const { t } = wording;
  const score = (value: number) => scoreOutOf10(wording, value);
  return (preview.scores ?? [])
    .map((s) => {
      const group = s.group_id ? groupName(t, s.group_id) : t('admin.results.newGroup');
      if (s.after === null) return t('admin.results.score.deleted', { group });
      return s.before === null
        ? t('admin.results.score.new', { group, score: score(s.after) })
        : t('admin.results.score.changed', { group, before: score(s.before), after: score(s.after) });
    })
    .join(t('admin.results.score.separator'));
}

/** What dropping here would do: the new scores, and the rules it breaks. */
export function previewSummary(wording: Wording, preview: GroupChangePreviewDto): string {
  const scores = scoreChanges(wording, preview);
  const rules = wording.t('admin.results.preview.breaks', { count: preview.breaks.length, rules: preview.breaks.map((b) => b.message).join(' ') });
  return scores ? `${wording.t('admin.results.preview.scores', { scores })} ${rules}` : rules;
}
