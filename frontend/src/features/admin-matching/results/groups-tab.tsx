import type { MatchedGroupDto, UnmatchedCoupleDto } from '../../../api/generated/model';
import { algorithmLabel, coupleNames, scoreOutOf10, shortId } from '../match-display';
import { useWording } from '../../../i18n/use-t';
import { Button } from '../../../components/ui/button';
import { CoupleCard, type CoupleCardProps } from './couple-card';
import { GroupDropZone } from './group-drop-zone';
import { groupName, UNMATCHED_ZONE } from './keyboard-move';
import type { useCoupleMoves } from './use-couple-moves';

interface GroupsTabProps {
  groups: MatchedGroupDto[];
  unmatched: UnmatchedCoupleDto[];
  moves: ReturnType<typeof useCoupleMoves>;
  /** The move targets and keyboard handlers of a card leaving this group (null: the unmatched list). */
  cardMoves(fromGroupId: string | null): Pick<CoupleCardProps, 'targets' | 'onHandleKey' | 'onHandleBlur'>;
  onOpen(coupleId: string): void;
  onDelete(groupId: string): void;
}

/** The Groups tab: each group a drop zone of couple cards, and the unmatched list as the zone that takes a couple out. */
export function GroupsTab({ groups, unmatched, moves, cardMoves, onOpen, onDelete }: GroupsTabProps) {
  const wording = useWording();
  const { t } = wording;
  return (
    <div role="tabpanel" aria-label={t('admin.results.tab.groups')} className="grid gap-4 md:grid-cols-2">
      {groups.length === 0 && <p>{t('admin.results.noGroups')}</p>}
      {groups.map((group) => (
        <GroupDropZone
          key={group.group_id}
          id={group.group_id}
          label={groupName(t, group.group_id)}
          targeted={moves.targetZone === group.group_id}
          preview={moves.previewFor(group.group_id)}
        >
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <span className="font-semibold">{groupName(t, group.group_id)}</span>
            <span className="text-sm" data-testid="group-score">
              {scoreOutOf10(wording, group.compatibility_score)}
            </span>
            <span className="text-xs text-stone-600">{algorithmLabel(t, group.matching_algorithm)}</span>
            <Button
              variant="ghost"
              className="ml-auto !px-3 !py-1 text-red-700"
              onClick={() => onDelete(group.group_id)}
              aria-label={t('admin.results.deleteGroupLabel', { group: shortId(group.group_id) })}
            >
              {t('admin.results.deleteGroup')}
            </Button>
          </div>
          <p className="mb-2 text-xs text-stone-600">
            {group.restaurant
              ? t('admin.results.restaurantTable', { restaurant: group.restaurant.name, table: group.table_number })
              : t('admin.results.noRestaurant')}
          </p>
          <ul className="space-y-2">
            {group.participants.map((couple) => (
              <CoupleCard
                key={couple.couple_id}
                couple={couple}
                fromGroupId={group.group_id}
                {...cardMoves(group.group_id)}
                held={moves.heldCoupleId === couple.couple_id}
                onMove={(to) => moves.moveTo({ coupleId: couple.couple_id, names: coupleNames(t, couple), fromGroupId: group.group_id }, to)}
                onOpen={() => onOpen(couple.couple_id)}
              />
            ))}
          </ul>
        </GroupDropZone>
      ))}
      <GroupDropZone
        id={UNMATCHED_ZONE}
        label={t('admin.results.unmatchedZone')}
        targeted={moves.targetZone === UNMATCHED_ZONE}
        preview={moves.previewFor(UNMATCHED_ZONE)}
      >
        <p className="mb-2 font-semibold">{t('admin.results.unmatchedDrop')}</p>
        <ul className="space-y-2">
          {unmatched.map((couple) => (
            <CoupleCard
              key={couple.couple_id}
              couple={couple}
              fromGroupId={null}
              {...cardMoves(null)}
              held={moves.heldCoupleId === couple.couple_id}
              onMove={(to) => moves.moveTo({ coupleId: couple.couple_id, names: coupleNames(t, couple), fromGroupId: null }, to)}
              onOpen={() => onOpen(couple.couple_id)}
            />
          ))}
        </ul>
      </GroupDropZone>
    </div>
  );
}
