import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { type BookingDto, RunningLateDtoMinutes } from '../../api/generated/model';
import { useReportRunningLate } from '../../api/generated/dinners/dinners';
import { Button } from '../../components/ui/button';
import { bookingChangeKeys } from '../../lib/booking-change-keys';
import { invalidating } from '../../lib/query-client';
import { useT } from '../../i18n/use-t';

/**
 * "We're running late" on the revealed dinner card, on the day (the server opens it from three
 * hours before the start to an hour after): 15 or 30 minutes, once; then the card says what
 * was sent.
 */
export function RunningLatePanel({ booking }: { booking: BookingDto }) {
  const t = useT();
  const [choosing, setChoosing] = useState(false);
  const report = useReportRunningLate(invalidating(bookingChangeKeys()));
  const sent = booking.running_late ?? report.data ?? null;
  if (sent)
    return (
      <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        {t('dashboard.runningLate.sent', { minutes: sent.minutes })}
      </p>
    );
  if (!booking.can_report_running_late) return null;
  return (
    <div className="mt-4">
      {!choosing ? (
        <Button variant="secondary" onClick={() => setChoosing(true)}>
          {t('dashboard.runningLate.button')}
        </Button>
      ) : (
        <div role="group" aria-label={t('dashboard.runningLate.button')} className="rounded-xl bg-amber-50 p-3">
          <p className="text-sm text-stone-700">{t('dashboard.runningLate.choose')}</p>
          <div className="mt-2 flex gap-2">
            {Object.values(RunningLateDtoMinutes).map((minutes) => (
              <Button
                key={minutes}
                busy={report.isPending && report.variables?.data.minutes === minutes}
                disabled={report.isPending}
                onClick={() => report.mutate({ bookingId: booking.id, data: { minutes } })}
              >
                {t('dashboard.runningLate.minutes', { minutes })}
              </Button>
            ))}
          </div>
        </div>
      )}
      {report.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(report.error, t('dashboard.runningLate.notSent'))}
        </p>
      )}
    </div>
  );
}
