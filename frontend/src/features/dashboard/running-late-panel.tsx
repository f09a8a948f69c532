import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { type BookingDto, RunningLateDtoMinutes } from '../../api/generated/model';
import { useReportRunningLate } from '../../api/generated/dinners/dinners';
import { Button } from '../../components/ui/button';
import { bookingChangeKeys } from '../../lib/booking-change-keys';
import { invalidating } from '../../lib/query-client';

export const RUNNING_LATE_TEXTS = {
  button: "We're running late",
  choose: 'How late will you be? Your table and the restaurant are told at once, and it can be sent once.',
  minutes: (minutes: number) => `${minutes} minutes`,
  sent: (minutes: number) => `You told your table and the restaurant you're running ${minutes} minutes late.`,
};

/**
 * "We're running late" on the revealed dinner card, on the day (the server opens it from three
 * hours before the start to an hour after): 15 or 30 minutes, once; then the card says what
 * was sent.
 */
export function RunningLatePanel({ booking }: { booking: BookingDto }) {
  const [choosing, setChoosing] = useState(false);
  const report = useReportRunningLate(invalidating(bookingChangeKeys()));
  const sent = booking.running_late ?? report.data ?? null;
  if (sent)
    return (
      <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        {RUNNING_LATE_TEXTS.sent(sent.minutes)}
      </p>
    );
  if (!booking.can_report_running_late) return null;
  return (
    <div className="mt-4">
      {!choosing ? (
        <Button variant="secondary" onClick={() => setChoosing(true)}>
          {RUNNING_LATE_TEXTS.button}
        </Button>
      ) : (
        <div role="group" aria-label={RUNNING_LATE_TEXTS.button} className="rounded-xl bg-amber-50 p-3">
          <p className="text-sm text-stone-700">{RUNNING_LATE_TEXTS.choose}</p>
          <div className="mt-2 flex gap-2">
            {Object.values(RunningLateDtoMinutes).map((minutes) => (
              <Button
                key={minutes}
                busy={report.isPending && report.variables?.data.minutes === minutes}
                disabled={report.isPending}
                onClick={() => report.mutate({ bookingId: booking.id, data: { minutes } })}
              >
                {RUNNING_LATE_TEXTS.minutes(minutes)}
              </Button>
            ))}
          </div>
        </div>
      )}
      {report.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(report.error, 'It could not be sent. Please try again.')}
        </p>
      )}
    </div>
  );
}
