import type { MatchedGroupDto, UnmatchedCoupleDto } from '../../../api/generated/model';
import { algorithmLabel, coupleNames, scoreOutOf10, shortId } from '../match-display';
import { Button } from '../../../components/ui/button';
import { CoupleCard, type CoupleCardProps } from './couple-card';
import { GroupDropZone } from './group-drop-zone';
import { UNMATCHED_ZONE } from './keyboard-move';
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
  return (
    <div role="tabpanel" aria-label="Groups" className="grid gap-4 md:grid-cols-2">
      {groups.length === 0 && <p>No match results available for this dinner event.</p>}
      {groups.map((group) => (
        <GroupDropZone
          key={group.group_id}
          id={group.group_id}
          label={`Group ${shortId(group.group_id)}`}
          targeted={moves.targetZone === group.group_id}
          preview={moves.previewFor(group.group_id)}
        >
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <span className="font-semibold">Group {shortId(group.group_id)}</span>
            <span className="text-sm" data-testid="group-score">
              {scoreOutOf10(group.compatibility_score)}
            </span>
            <span className="text-xs text-stone-600">{algorithmLabel(group.matching_algorithm)}</span>
            <Button
              variant="ghost"
              className="ml-auto !px-3 !py-1 text-red-700"
              onClick={() => onDelete(group.group_id)}
              aria-label={`Delete group ${shortId(group.group_id)}`}
            >
              Delete
            </Button>
          </div>
          <p className="mb-2 text-xs text-stone-600">{group.restaurant ? `${group.restaurant.name}, table ${group.table_number}` : 'No restaurant yet'}</p>
          <ul className="space-y-2">
            {group.participants.map((couple) => (
              <CoupleCard
                key={couple.couple_id}
                couple={couple}
                fromGroupId={group.group_id}
                {...cardMoves(group.group_id)}
                held={moves.heldCoupleId === couple.couple_id}
                onMove={(to) => moves.moveTo({ coupleId: couple.couple_id, names: coupleNames(couple), fromGroupId: group.group_id }, to)}
                onOpen={() => onOpen(couple.couple_id)}
              />
            ))}
          </ul>
        </GroupDropZone>
      ))}
      <GroupDropZone id={UNMATCHED_ZONE} label="Unmatched couples" targeted={moves.targetZone === UNMATCHED_ZONE} preview={moves.previewFor(UNMATCHED_ZONE)}>
        <p className="mb-2 font-semibold">Unmatched couples (drop here to take a couple out of its group)</p>
        <ul className="space-y-2">
          {unmatched.map((couple) => (
            <CoupleCard
              key={couple.couple_id}
              couple={couple}
              fromGroupId={null}
              {...cardMoves(null)}
              held={moves.heldCoupleId === couple.couple_id}
              onMove={(to) => moves.moveTo({ coupleId: couple.couple_id, names: coupleNames(couple), fromGroupId: null }, to)}
              onOpen={() => onOpen(couple.couple_id)}
            />
          ))}
        </ul>
      </GroupDropZone>
    </div>
  );
}
