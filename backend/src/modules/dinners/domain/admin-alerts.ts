import { counted } from '../../../kernel/counted';

/** The admins are alerted this many hours before a dinner's start while it still needs them. */
export const ALERT_HOURS_BEFORE = [24, 6, 1] as const;
export type AlertHours = (typeof ALERT_HOURS_BEFORE)[number];

const HOUR_MS = 3_600_000;

/**
 * The alert due at `now`: the nearest threshold already passed before the start (a dinner
 * first looked at 5 hours ahead gets the 6-hour alert, not the 24-hour one too); null
 * more than 24 hours ahead or once it has started.
 */
export function alertDue(eventDate: Date, now: Date): AlertHours | null {
  const left = eventDate.getTime() - now.getTime();
  if (left <= 0) return null;
  const passed = ALERT_HOURS_BEFORE.filter((hours) => left <= hours * HOUR_MS);
  return passed.length > 0 ? passed[passed.length - 1] : null;
}

/** What a dinner past its booking deadline still lacks for every paid couple to dine. */
export interface DinnerNeeds {
  /** Paid couples in no group. */
  unseatedCouples: number;
  /** Groups with couples but no restaurant and table. */
  groupsWithoutRestaurant: number;
  /** Tables their restaurant declined. */
  tablesDeclined: number;
  /** Tables their restaurant has not answered yet. */
  tablesUnanswered: number;
  /** Tables at a restaurant an admin deactivated: no seat unless the group gets another restaurant. */
  tablesAtDeactivatedRestaurants: number;
}

export const needsNothing = (needs: DinnerNeeds): boolean =>
  needs.unseatedCouples + needs.groupsWithoutRestaurant + needs.tablesDeclined + needs.tablesUnanswered + needs.tablesAtDeactivatedRestaurants === 0;

/** "2 paid couples without a group", one line per thing missing. */
export function describeNeeds(needs: DinnerNeeds): string[] {
  return [
    needs.unseatedCouples > 0 && `${counted(needs.unseatedCouples, 'paid couple', 'paid couples')} without a group`,
    needs.groupsWithoutRestaurant > 0 && `${counted(needs.groupsWithoutRestaurant, 'group', 'groups')} without a restaurant`,
    needs.tablesDeclined > 0 && `${counted(needs.tablesDeclined, 'table', 'tables')} declined by the restaurant`,
    needs.tablesUnanswered > 0 && `${counted(needs.tablesUnanswered, 'table', 'tables')} not answered by the restaurant`,
    needs.tablesAtDeactivatedRestaurants > 0 && `${counted(needs.tablesAtDeactivatedRestaurants, 'table', 'tables')} at a deactivated restaurant`,
  ].filter((line): line is string => Boolean(line));
}
