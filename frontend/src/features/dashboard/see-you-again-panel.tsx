import { errorMessage } from '../../api/api-error';
import {
  getGetSeeYouAgainMarksQueryKey,
  getListSeeYouAgainMatchesQueryKey,
  useGetSeeYouAgainMarks,
  useMarkSeeYouAgain,
  useUnmarkSeeYouAgain,
} from '../../api/generated/see-you-again/see-you-again';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import { useT } from '../../i18n/use-t';

/**
 * On a past dinner: the couples of the table, each markable once; a mark shows as mutual only
 * when they marked this couple too. A one-sided mark may be taken back here, where it was made.
 */
export function SeeYouAgainPanel({ dinnerId, onReport }: { dinnerId: string; onReport?(dinnerId: string): void }) {
  const t = useT();
  const { toast } = useToast();
  const marks = useGetSeeYouAgainMarks(dinnerId);
  // A mark may make a pair mutual: the matches list is read again too.
  const mark = useMarkSeeYouAgain(invalidating([getGetSeeYouAgainMarksQueryKey(dinnerId), getListSeeYouAgainMatchesQueryKey()]));
  const unmark = useUnmarkSeeYouAgain(invalidating([getGetSeeYouAgainMarksQueryKey(dinnerId)]));
  if (!marks.data?.open) return null;

  const markCouple = (userId: string) =>
    mark.mutate(
      { dinnerId, data: { user_id: userId } },
      {
        onSuccess: (result) => {
          toast(
            result.mutual
              ? { title: t('dashboard.seeYouAgain.mutualToast'), description: t('dashboard.seeYouAgain.mutualToastDescription'), variant: 'success' }
              : { title: t('dashboard.seeYouAgain.markedToast'), variant: 'success' },
          );
        },
        onError: (error) =>
          toast({
            title: t('dashboard.seeYouAgain.markFailed'),
            description: errorMessage(error, t('dashboard.seeYouAgain.tryAgain')),
            variant: 'destructive',
          }),
      },
    );

  const takeBack = (userId: string) =>
    unmark.mutate(
      { dinnerId, userId },
      {
        onSuccess: () => toast({ title: t('dashboard.seeYouAgain.takenBackToast'), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('dashboard.seeYouAgain.takeBackFailed'),
            description: errorMessage(error, t('dashboard.seeYouAgain.tryAgain')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section aria-label={t('dashboard.seeYouAgain.panelToggle')} className="mt-3 rounded-xl border border-brand-100 p-3">
      <p className="text-sm text-stone-700">{t('dashboard.seeYouAgain.panelIntro')}</p>
      <ul className="mt-2 space-y-2">
        {marks.data.tablemates.map((couple) => (
          <li key={couple.user_id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-ink">{couple.coupleNames}</span>
            {couple.mutual ? (
              <span className="text-sm font-semibold text-emerald-800">{t('dashboard.seeYouAgain.mutual')}</span>
            ) : couple.marked ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-stone-600">{t('dashboard.seeYouAgain.marked')}</span>
                <Button
                  variant="secondary"
                  aria-label={t('dashboard.seeYouAgain.markAria', { action: t('dashboard.seeYouAgain.takeBack'), names: couple.coupleNames })}
                  busy={unmark.isPending && unmark.variables?.userId === couple.user_id}
                  onClick={() => takeBack(couple.user_id)}
                >
                  {t('dashboard.seeYouAgain.takeBack')}
                </Button>
              </span>
            ) : (
              <Button
                variant="secondary"
                aria-label={t('dashboard.seeYouAgain.markAria', { action: t('dashboard.seeYouAgain.markButton'), names: couple.coupleNames })}
                busy={mark.isPending && mark.variables?.data.user_id === couple.user_id}
                onClick={() => markCouple(couple.user_id)}
              >
                {t('dashboard.seeYouAgain.markButton')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {onReport && (
        <p className="mt-3 text-sm text-stone-600">
          {t('dashboard.seeYouAgain.somethingWrong')}
          <button type="button" className="ml-1 font-semibold text-brand-700 underline" onClick={() => onReport(dinnerId)}>
            {t('dashboard.seeYouAgain.report')}
          </button>
        </p>
      )}
    </section>
  );
}
