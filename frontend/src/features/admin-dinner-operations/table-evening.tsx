import { errorMessage } from '../../api/api-error';
import { getGetDinnerOperationsQueryKey, useMarkDinnerAttendance } from '../../api/generated/admin/admin';
import type { MarkingWindowDto, OperationsTableCoupleDto } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { invalidating } from '../../lib/query-client';
import type { MessageId } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';

const MARKED: Record<string, MessageId> = { arrived: 'admin.ops.marked.arrived', no_show: 'admin.ops.marked.no_show' };

/**
 * The evening of one table on the operations page: each couple's mark (and who made it),
 * running late, what tablemates said in their reviews, and the mismatch where the
 * restaurant's "arrived" meets a tablemate's "didn't come". The admin marks too while marks are open.
 */
export function TableEvening({ dinnerId, couples, marking }: { dinnerId: string; couples: OperationsTableCoupleDto[]; marking: MarkingWindowDto }) {
  const t = useT();
  const mark = useMarkDinnerAttendance(invalidating([getGetDinnerOperationsQueryKey(dinnerId)]));
  if (couples.length === 0) return null;
  return (
    <div className="mt-2 space-y-1">
      <ul className="space-y-1 text-sm">
        {couples.map((couple) => (
          <li key={couple.booking_id} aria-label={t('admin.ops.eveningOf', { couple: couple.couple_names })} className="flex flex-wrap items-center gap-2">
            <span className="text-stone-800">{couple.couple_names}</span>
            {couple.attendance ? (
              <Badge variant={couple.attendance === 'no_show' ? 'destructive' : 'success'}>
                {t(couple.marked_by === 'admin' ? 'admin.ops.markedBy' : 'admin.ops.markedByRestaurant', { mark: t(MARKED[couple.attendance]) })}
              </Badge>
            ) : (
              <Badge variant="outline">{t('admin.ops.notMarked')}</Badge>
            )}
            {couple.running_late && <Badge variant="secondary">{t('admin.ops.runningLate', { minutes: couple.running_late.minutes })}</Badge>}
            {couple.said_absent_by > 0 && <span className="text-stone-700">{t('admin.ops.saidAbsent', { count: couple.said_absent_by })}</span>}
            {couple.mismatch && (
              <strong role="alert" className="text-red-800">
                {t('admin.ops.mismatch')}
              </strong>
            )}
            {marking.open && (
              <span className="flex gap-2 sm:ml-auto">
                <Button
                  variant="ghost"
                  disabled={mark.isPending || couple.attendance === 'arrived'}
                  onClick={() => mark.mutate({ dinnerId, data: { booking_id: couple.booking_id, attendance: 'arrived' } })}
                >
                  {t('admin.ops.markArrived')}
                </Button>
                <Button
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  disabled={mark.isPending || couple.attendance === 'no_show'}
                  onClick={() => mark.mutate({ dinnerId, data: { booking_id: couple.booking_id, attendance: 'no_show' } })}
                >
                  {t('admin.ops.markNoShow')}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {mark.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(mark.error, t('admin.ops.markFailed'))}
        </p>
      )}
    </div>
  );
}
