import { shortId } from '../domain/matching-outcome';
import type { MatchingWords } from './matching-messages';

/** A change to a dinner's groups that went through. */
export type GroupChangeDone = 'moved' | 'removed' | 'added' | 'created' | 'deleted';

const DONE_KEYS = {
  moved: 'matching.done.moved',
  removed: 'matching.done.removed',
  added: 'matching.done.added',
  created: 'matching.done.created',
  deleted: 'matching.done.deleted',
} as const;

/** Who a revealed dinner's change mails. */
export interface ChangeAudience {
  couples: number;
  people: number;
}

export const changeDoneText = (t: MatchingWords, done: GroupChangeDone) => t(DONE_KEYS[done]);

/** The group's restaurant set (with its table) or cleared. The table as text: a number would be grouped by the locale. */
export const venueSetText = (t: MatchingWords, restaurantId: string | null, tableNumber: number | null) =>
  restaurantId ? t('matching.done.venueAssigned', { table: String(tableNumber) }) : t('matching.done.venueCleared');

/** The question before a change to a revealed dinner's groups: who is mailed, who is left without a table. */
export function confirmGroupChangeText(t: MatchingWords, groupIds: string[], audience: ChangeAudience | null, unseated: string[]): string {
  const groups = groupsText(t, groupIds);
  return [
    audience ? t('matching.confirm.groupChange', { groups, audience: audienceText(t, audience) }) : t('matching.confirm.groupChangeSilent', { groups }),
    ...(unseated.length > 0 ? [t('matching.confirm.unseated', { count: unseated.length, couples: unseated.join(', ') })] : []),
    t('matching.confirm.goAhead'),
  ].join(' ');
}

/** The question before changing a revealed group's restaurant or table. */
export const confirmVenueChangeText = (t: MatchingWords, groupId: string, audience: ChangeAudience) =>
  t('matching.confirm.venueChange', { group: shortId(groupId), audience: audienceText(t, audience) });

/** Why a run stops before replacing groups an admin edited. */
export const editedGroupsText = (t: MatchingWords, groupIds: string[]) =>
  t('matching.run.editedGroups', { count: groupIds.length, groups: groupIds.map(shortId).join(', ') });

/** 'Matching complete: 1 group formed, 2 of 3 couples matched.' Counts as text: a number would be grouped by the locale (20,000). */
export const runCompleteText = (t: MatchingWords, report: { matchedGroups: number; matchedCouples: number; totalCouples: number }) =>
  t('matching.run.complete', {
    groups: report.matchedGroups,
    groupCount: String(report.matchedGroups),
    matchedCount: String(report.matchedCouples),
    couples: report.totalCouples,
    coupleCount: String(report.totalCouples),
  });

/** '3 paid couples (6 people)'. */
const audienceText = (t: MatchingWords, audience: ChangeAudience) => t('matching.confirm.audience', { ...audience });

/** 'group 9b2f6c1e', 'groups 9b2f6c1e, e7a3b5c9 and a new group' ('' is a group the change creates). */
function groupsText(t: MatchingWords, groupIds: string[]): string {
  const named = groupIds.filter(Boolean).map(shortId);
  const labels = [...named, ...(groupIds.includes('') ? [t('matching.confirm.newGroup')] : [])];
  const list = labels.length > 1 ? t('matching.confirm.and', { first: labels.slice(0, -1).join(', '), last: labels[labels.length - 1] }) : labels[0];
  return t('matching.confirm.groups', { named: named.length, list });
}
