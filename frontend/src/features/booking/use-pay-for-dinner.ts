import { RefObject, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { useCreateBooking } from '../../api/generated/dinners/dinners';
import type { DinnerDto } from '../../api/generated/model';
import { useCheckPaymentIntent, useCreatePaymentIntent } from '../../api/generated/payments/payments';
import { useToast } from '../../components/ui/toast';
import { useAuth } from '../../lib/auth/auth-context';
import { bookingChangeKeys } from '../../lib/booking-change-keys';
import { paths } from '../../lib/paths';
import { invalidating } from '../../lib/query-client';
import { useT } from '../../i18n/use-t';
import { CardPaymentHandle } from './card-form';

/**
 * Paying for a dinner: by card (test mode, or Stripe then the server's own check with
 * Stripe), or, for a dinner without a fee, booking it directly. On success the couple's
 * bookings are marked stale (the mutations' meta) and the dashboard opens; a failure shows inline.
 */
export function usePayForDinner(event: DinnerDto, card: RefObject<CardPaymentHandle | null>, byStripe: boolean) {
  const navigate = useNavigate();
  const t = useT();
  const { toast } = useToast();
  const { user } = useAuth();
  const createIntent = useCreatePaymentIntent();
  const createBooking = useCreateBooking(invalidating(bookingChangeKeys()));
  const checkIntent = useCheckPaymentIntent(invalidating(bookingChangeKeys()));
  const [processing, setProcessing] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);

  const booked = (toastTexts: { title: string; description?: string }) => {
    toast({ ...toastTexts, variant: 'success' });
    void navigate(paths.dashboard);
  };

  // A dinner without a fee is booked by POST /api/user/bookings: no payment, so the spec's toasts of that call.
  const bookFreeDinner = async () => {
    try {
      await createBooking.mutateAsync({ data: { dinner_id: event.id } });
      booked({ title: t('booking.freeBookingConfirmed') });
    } catch (error) {
      toast({ title: t('booking.freeBookingFailed'), description: errorMessage(error, t('booking.freeBookingFailedFallback')), variant: 'destructive' });
    }
  };

  const payByCard = async () => {
    try {
      if (!card.current) return setPaymentError(t('booking.formNotReady'));
      if ((await card.current.check?.()) === false) return;
      const intent = await createIntent.mutateAsync({ data: { amount: event.logistics_fee, coupleId: user?.couple_id ?? undefined, dinnerId: event.id } });
      const failure = await card.current.confirm(intent);
      if (failure) return setPaymentError(failure);
      if (byStripe) {
        // Stripe confirmed in the browser: the server asks Stripe itself and confirms the booking. Only its
        // answer counts: a payment that found no spot any more was refunded, and the server says why.
        const check = await checkIntent.mutateAsync({ data: { paymentIntentId: intent.paymentIntentId } });
        if (check.status === 'refund_pending' || check.status === 'refunded') return setPaymentError(check.refundMessage ?? t('booking.refunded'));
        if (check.status !== 'succeeded') return setPaymentError(t('booking.unknownPaymentError'));
      }
      booked({ title: t('booking.successTitle'), description: t('booking.successDescription') });
    } catch (error) {
      setPaymentError(errorMessage(error, t('booking.unexpected')));
    }
  };

  const pay = async () => {
    setPaymentError(null);
    setProcessing(true);
    try {
      await (event.logistics_fee_cents === 0 ? bookFreeDinner() : payByCard());
    } finally {
      setProcessing(false);
    }
  };

  return { pay, processing, paymentError };
}
