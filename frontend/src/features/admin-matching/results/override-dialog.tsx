import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { GroupChangePreviewDto } from '../../../api/generated/model';
import { useWording } from '../../../i18n/use-t';
import { scoreChanges } from './keyboard-move';

interface OverrideDialogProps {
  review: GroupChangePreviewDto | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Before a group change that breaks hard rules or changes a table: every rule it breaks, in
 * every group, and what happens to tables, restaurants and couples. Confirming makes the
 * change as an override, recorded on the changed groups with all of them.
 */
export function OverrideDialog({ review, busy, onConfirm, onClose }: OverrideDialogProps) {
  const wording = useWording();
  const { t } = wording;
  const breaks = review?.breaks ?? [];
  const consequences = review?.consequences ?? [];
  return (
    <ConfirmDialog
      open={review !== null}
      title={breaks.length > 0 ? t('admin.results.override.breaks', { count: breaks.length }) : t('admin.results.override.confirmTitle')}
      confirmLabel={breaks.length > 0 ? t('admin.results.override.confirm') : t('admin.results.override.make')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {breaks.length > 0 && (
        <section aria-label={t('admin.results.override.brokenRules')}>
          <h3 className="font-semibold text-stone-900">{t('admin.results.override.rulesHeading')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {breaks.map((b, n) => (
              <li key={n}>{b.message}</li>
            ))}
          </ul>
        </section>
      )}
      {consequences.length > 0 && (
        <section aria-label={t('admin.results.override.whatHappens')} className="mt-4">
          <h3 className="font-semibold text-stone-900">{t('admin.results.override.whatHappensHeading')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {consequences.map((c, n) => (
              <li key={n}>{c.message}</li>
            ))}
          </ul>
        </section>
      )}
      {review?.scores && review.scores.length > 0 && (
        <p className="mt-4 text-sm" data-testid="new-scores">
          {t('admin.results.override.newScores', { scores: scoreChanges(wording, review) })}
        </p>
      )}
      {breaks.length > 0 && <p className="mt-4 text-sm text-stone-600">{t('admin.results.override.recorded')}</p>}
    </ConfirmDialog>
  );
}
