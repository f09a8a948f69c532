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
import { SEE_YOU_AGAIN_TEXTS as T } from './see-you-again-texts';

/**
 * On a past dinner: the couples of the table, each markable once; a mark shows as mutual only
 * when they marked this couple too. A one-sided mark may be taken back here, where it was made.
 */
export function SeeYouAgainPanel({ dinnerId, onReport }: { dinnerId: string; onReport?(dinnerId: string): void }) {
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
            result.mutual ? { title: T.mutualToast, description: T.mutualToastDescription, variant: 'success' } : { title: T.markedToast, variant: 'success' },
          );
        },
        onError: (error) => toast({ title: T.markFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );

  const takeBack = (userId: string) =>
    unmark.mutate(
      { dinnerId, userId },
      {
        onSuccess: () => toast({ title: T.takenBackToast, variant: 'success' }),
        onError: (error) => toast({ title: T.takeBackFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );

  return (
    <section aria-label={T.panelToggle} className="mt-3 rounded-xl border border-brand-100 p-3">
      <p className="text-sm text-stone-700">{T.panelIntro}</p>
      <ul className="mt-2 space-y-2">
        {marks.data.tablemates.map((couple) => (
          <li key={couple.user_id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-ink">{couple.coupleNames}</span>
            {couple.mutual ? (
              <span className="text-sm font-semibold text-emerald-800">{T.mutual}</span>
            ) : couple.marked ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-stone-600">{T.marked}</span>
                <Button
                  variant="secondary"
                  aria-label={`${T.takeBack}: ${couple.coupleNames}`}
                  busy={unmark.isPending && unmark.variables?.userId === couple.user_id}
                  onClick={() => takeBack(couple.user_id)}
                >
                  {T.takeBack}
                </Button>
              </span>
            ) : (
              <Button
                variant="secondary"
                aria-label={`${T.markButton}: ${couple.coupleNames}`}
                busy={mark.isPending && mark.variables?.data.user_id === couple.user_id}
                onClick={() => markCouple(couple.user_id)}
              >
                {T.markButton}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {onReport && (
        <p className="mt-3 text-sm text-stone-600">
          Something went wrong with a couple?{' '}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => onReport(dinnerId)}>
            Report a couple
          </button>
        </p>
      )}
    </section>
  );
}
