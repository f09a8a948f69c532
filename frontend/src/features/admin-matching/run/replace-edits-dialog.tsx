import { useGetDinnerMatches } from '../../../api/generated/admin/admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
  const matches = useGetDinnerMatches(dinnerId ?? '', { query: { enabled: dinnerId !== null } });
  const couplesOf = (groupId: string) =>
    matches.data?.matches
      .find((g) => g.group_id === groupId)
      ?.participants.map((couple) => coupleNames(t, couple))
      .join(', ');
  return (
    <ConfirmDialog
      open={dinnerId !== null}
      title={t('admin.run.edited.title')}
      confirmLabel={t('admin.run.edited.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('admin.run.edited.text', { count: groupIds.length })}</p>
      <ul aria-label={t('admin.run.edited.groups')} className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {groupIds.map((id) => {
          const couples = couplesOf(id);
          const group = shortId(id);
          return <li key={id}>{couples ? t('admin.run.edited.group', { group, couples }) : t('admin.results.group', { group })}</li>;
        })}
      </ul>
    </ConfirmDialog>
  );
}
