import { ApiError, errorMessage } from '../../api/api-error';
import { useAddCouple, useDeleteGroup, useMoveCouple, useRemoveCouple } from '../../api/generated/admin/admin';
import { useToast } from '../../components/ui/toast';
import { useRefreshDinnerMatches } from '../../lib/use-refresh-dinner-matches';

const isRuleBreak = (error: unknown) => error instanceof ApiError && error.body?.code === 'MATCHING.RULE_BROKEN';

/**
 * The group operations of the match results page. A refusal for a broken hard rule shows
 * the rule and offers to do it anyway (an override the server records); after each change
 * the lists refresh.
 */
export function useGroupActions(dinnerId: string) {
  const { toast } = useToast();
  const refresh = useRefreshDinnerMatches();
  const move = useMoveCouple();
  const add = useAddCouple();
  const remove = useRemoveCouple();
  const deleteGroup = useDeleteGroup();

  const attempt = async (failure: string, action: (override: boolean) => Promise<unknown>, override = false): Promise<void> => {
    try {
      await action(override);
    } catch (error) {
      toast({
        title: failure,
        description: errorMessage(error, failure),
        variant: 'destructive',
        duration: isRuleBreak(error) ? 10_000 : undefined,
        action: isRuleBreak(error) ? { label: 'Override and continue', onClick: () => void attempt(failure, action, true) } : undefined,
      });
    } finally {
      await refresh(dinnerId);
    }
  };

  return {
    busy: move.isPending || add.isPending || remove.isPending || deleteGroup.isPending,
    moveCouple: (coupleId: string, fromGroupId: string, toGroupId: string) =>
      attempt('Failed to move couple', (override) => move.mutateAsync({ dinnerId, data: { coupleId, fromGroupId, toGroupId, override } })),
    addCouple: (coupleId: string, groupId: string) => attempt('Failed to add couple', (override) => add.mutateAsync({ dinnerId, data: { coupleId, groupId, override } })),
    removeCouple: (coupleId: string, groupId: string) => attempt('Failed to remove couple', (override) => remove.mutateAsync({ dinnerId, data: { coupleId, groupId, override } })),
    deleteGroup: (groupId: string) => attempt('Failed to delete group', () => deleteGroup.mutateAsync({ dinnerId, groupId })),
  };
}
