import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import { useLiftSafetySuspension } from '../../api/generated/admin/admin';
import { liftSafetySuspensionBody } from '../../api/generated/zod/admin/admin';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { useLocale, useT } from '../../i18n/use-t';
import { invalidating } from '../../lib/query-client';
import { formatSuspensionEnd } from '../../lib/safety-texts';

const REASON_LIMIT = liftSafetySuspensionBody.shape.reason.maxLength ?? undefined;

interface LiftSuspensionActionProps {
  coupleId: string;
  names: string;
  /** The end of the suspension in force. */
  until: string;
  /** The screens that show the suspension. */
  invalidates: readonly QueryKey[];
}

/** "Lift suspension": ends a suspension (a report's or the no-show rule's) before its date, with a reason the couple is mailed; audited. */
export function LiftSuspensionAction({ coupleId, names, until, invalidates }: LiftSuspensionActionProps) {
  const t = useT();
  const locale = useLocale();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const lift = useLiftSafetySuspension(invalidating(invalidates));
  const reset = () => {
    setOpen(false);
    setReason('');
    setFailure(null);
  };
  const close = () => {
    if (!lift.isPending) reset();
  };
  const confirm = () =>
    lift.mutate(
      { coupleId, data: { reason: reason.trim() } },
      {
        onSuccess: () => {
          toast({ title: t('admin.safety.suspensionLifted'), variant: 'success' });
          reset();
        },
        onError: (error) => setFailure(errorMessage(error, t('admin.safety.lift.failed'))),
      },
    );
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" onClick={() => setOpen(true)}>
        {t('admin.safety.lift.button')}
      </Button>
      <Dialog open={open} onClose={close} title={t('admin.safety.lift.title')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) confirm();
          }}
          className="space-y-4"
        >
          <p className="text-sm text-stone-700">{t('admin.safety.lift.text', { names, until: formatSuspensionEnd(until, locale) })}</p>
          <TextField
            label={t('admin.safety.reasonLabel')}
            value={reason}
            onValueChange={(value) => setReason(value.replace(/[\r\n]+/g, ' '))}
            maxLength={REASON_LIMIT}
            required
            autoComplete="off"
          />
          {failure && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              {failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={lift.isPending}>
              {t('admin.safety.lift.back')}
            </Button>
            <Button type="submit" busy={lift.isPending} disabled={!reason.trim()}>
              {t('admin.safety.lift.button')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
