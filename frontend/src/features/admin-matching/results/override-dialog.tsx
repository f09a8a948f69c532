import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { GroupChangePreviewDto } from '../../../api/generated/model';
import { scoreChanges } from './keyboard-move';

interface OverrideDialogProps {
  review: GroupChangePreviewDto | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Before a group change that breaks hard rules or changes a table: every rule it breaks, in
 * every group, and what happens to tables, restaurants and couples. Confirming makes the
 * change as an override, recorded on the changed groups with all of them.
 */
export function OverrideDialog({ review, busy, onConfirm, onClose }: OverrideDialogProps) {
  const breaks = review?.breaks ?? [];
  const consequences = review?.consequences ?? [];
  return (
    <ConfirmDialog
      open={review !== null}
      title={breaks.length > 0 ? `This change breaks ${plural(breaks.length, 'rule')}` : 'Confirm this change'}
      confirmLabel={breaks.length > 0 ? 'Override and continue' : 'Make this change'}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {breaks.length > 0 && (
        <section aria-label="Broken rules">
          <h3 className="font-semibold text-stone-900">Rules this change breaks</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {breaks.map((b, n) => (
              <li key={n}>{b.message}</li>
            ))}
          </ul>
        </section>
      )}
      {consequences.length > 0 && (
        <section aria-label="What happens" className="mt-4">
          <h3 className="font-semibold text-stone-900">What happens to tables and restaurants</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {consequences.map((c, n) => (
              <li key={n}>{c.message}</li>
            ))}
          </ul>
        </section>
      )}
      {review?.scores && review.scores.length > 0 && (
        <p className="mt-4 text-sm" data-testid="new-scores">
          New scores: {scoreChanges(review)}
        </p>
      )}
      {breaks.length > 0 && (
        <p className="mt-4 text-sm text-stone-600">The override is recorded on the changed groups with every rule and consequence above.</p>
      )}
    </ConfirmDialog>
  );
}
