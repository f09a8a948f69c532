import { errorMessage } from '../../api/api-error';
import {
  getGetSeeYouAgainMarksQueryKey,
  getListSeeYouAgainMatchesQueryKey,
  useGetSeeYouAgainMarks,
  useMarkSeeYouAgain,
} from '../../api/generated/see-you-again/see-you-again';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { invalidating } from '../../lib/query-client';
import { SEE_YOU_AGAIN_TEXTS as T } from './see-you-again-texts';

/** On a past dinner: the couples of the table, each markable once; a mark shows as mutual only when they marked this couple too. */
export function SeeYouAgainPanel({ dinnerId }: { dinnerId: string }) {
  const { toast } = useToast();
  const marks = useGetSeeYouAgainMarks(dinnerId);
  // A mark may make a pair mutual: the matches list is read again too.
  const mark = useMarkSeeYouAgain(invalidating([getGetSeeYouAgainMarksQueryKey(dinnerId), getListSeeYouAgainMatchesQueryKey()]));
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
              <span className="text-sm text-stone-600">{T.marked}</span>
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
    </section>
  );
}
