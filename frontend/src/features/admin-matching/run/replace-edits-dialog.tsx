import { useGetDinnerMatches } from '../../../api/generated/admin/admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { coupleNames, shortId } from '../match-display';

interface ReplaceEditsDialogProps {
  /** The dinner whose run was refused for edited groups; null: closed. */
  dinnerId: string | null;
  groupIds: string[];
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * A re-run over groups the admin edited replaces them: the dialog names each edited group
 * with its couples, and only its confirmation runs matching again with `force`.
 */
export function ReplaceEditsDialog({ dinnerId, groupIds, busy, onConfirm, onClose }: ReplaceEditsDialogProps) {
  const matches = useGetDinnerMatches(dinnerId ?? '', { query: { enabled: dinnerId !== null } });
  const couplesOf = (groupId: string) =>
    matches.data?.matches
      .find((g) => g.group_id === groupId)
      ?.participants.map(coupleNames)
      .join(', ');
  return (
    <ConfirmDialog
      open={dinnerId !== null}
      title="Re-run and replace my edits?"
      confirmLabel="Re-run and replace my edits"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        You edited {groupIds.length === 1 ? 'this group' : 'these groups'} of the dinner by hand. Running matching again replaces{' '}
        {groupIds.length === 1 ? 'it' : 'them'}, with the overrides recorded on {groupIds.length === 1 ? 'it' : 'them'}, by new groups:
      </p>
      <ul aria-label="Edited groups" className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {groupIds.map((id) => {
          const couples = couplesOf(id);
          return <li key={id}>{couples ? `Group ${shortId(id)}: ${couples}` : `Group ${shortId(id)}`}</li>;
        })}
      </ul>
    </ConfirmDialog>
  );
}
