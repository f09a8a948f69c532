import { errorMessage } from '../../api/api-error';
import { getGetDinnerOperationsQueryKey, useMarkDinnerAttendance } from '../../api/generated/admin/admin';
import type { MarkingWindowDto, OperationsTableCoupleDto } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { invalidating } from '../../lib/query-client';

const MARKED: Record<string, string> = { arrived: 'Arrived', no_show: 'No-show' };

/**
 * The evening of one table on the operations page: each couple's mark (and who made it),
 * running late, what tablemates said in their reviews, and the mismatch where the
 * restaurant's "arrived" meets a tablemate's "didn't come". The admin marks too while marks are open.
 */
export function TableEvening({ dinnerId, couples, marking }: { dinnerId: string; couples: OperationsTableCoupleDto[]; marking: MarkingWindowDto }) {
  const mark = useMarkDinnerAttendance(invalidating([getGetDinnerOperationsQueryKey(dinnerId)]));
  if (couples.length === 0) return null;
  return (
    <div className="mt-2 space-y-1">
      <ul className="space-y-1 text-sm">
        {couples.map((couple) => (
          <li key={couple.booking_id} aria-label={`Evening of ${couple.couple_names}`} className="flex flex-wrap items-center gap-2">
            <span className="text-stone-800">{couple.couple_names}</span>
            {couple.attendance ? (
              <Badge variant={couple.attendance === 'no_show' ? 'destructive' : 'success'}>
                {`${MARKED[couple.attendance]} (${couple.marked_by === 'admin' ? 'by an admin' : 'by the restaurant'})`}
              </Badge>
            ) : (
              <Badge variant="outline">Not marked</Badge>
            )}
            {couple.running_late && <Badge variant="secondary">{`Running ${couple.running_late.minutes} min late`}</Badge>}
            {couple.said_absent_by > 0 && (
              <span className="text-stone-700">
                {couple.said_absent_by === 1 ? 'A tablemate says they didn’t come' : `${couple.said_absent_by} tablemates say they didn’t come`}
              </span>
            )}
            {couple.mismatch && (
              <strong role="alert" className="text-red-800">
                Mismatch: the restaurant marked them arrived
              </strong>
            )}
            {marking.open && (
              <span className="flex gap-2 sm:ml-auto">
                <Button
                  variant="ghost"
                  disabled={mark.isPending || couple.attendance === 'arrived'}
                  onClick={() => mark.mutate({ dinnerId, data: { booking_id: couple.booking_id, attendance: 'arrived' } })}
                >
                  Mark arrived
                </Button>
                <Button
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  disabled={mark.isPending || couple.attendance === 'no_show'}
                  onClick={() => mark.mutate({ dinnerId, data: { booking_id: couple.booking_id, attendance: 'no_show' } })}
                >
                  Mark no-show
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {mark.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(mark.error, 'The mark could not be saved. Please try again.')}
        </p>
      )}
    </div>
  );
}
