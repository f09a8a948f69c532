import type { DinnerNeedingAdminsDto } from '../../api/generated/model';
import type { MessageId } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/use-t';

/** Each count of what a dinner lacks, and how it is said (the server's `missing` lines are English). */
const NEEDS: readonly [keyof DinnerNeedingAdminsDto, MessageId][] = [
  ['unseated_couples', 'admin.needsYou.unseatedCouples'],
  ['groups_without_restaurant', 'admin.needsYou.groupsWithoutRestaurant'],
  ['tables_declined', 'admin.needsYou.declinedTables'],
  ['tables_unanswered', 'admin.needsYou.unansweredTables'],
  ['tables_at_deactivated_restaurants', 'admin.needsYou.deactivatedTables'],
];

/** What is missing for every paid couple of the dinner to dine, one line each, in the reader's words. */
export function missingLines(t: Translate, dinner: DinnerNeedingAdminsDto): string[] {
  return NEEDS.flatMap(([field, message]) => {
    const count = Number(dinner[field]);
    return count > 0 ? [t(message, { count })] : [];
  });
}
