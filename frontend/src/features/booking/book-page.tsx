import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import { useCreateBooking, useGetDinner, useGetMyBookings } from '../../api/generated/dinners/dinners';
import { useCheckPaymentIntent, useCreatePaymentIntent, useGetPaymentConfig } from '../../api/generated/payments/payments';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { bookingChangeKeys } from '../../lib/booking-change-keys';
import { FEE_POLICY } from '../../lib/fee-policy';
import { invalidating } from '../../lib/query-client';
import { paths } from '../../lib/paths';
import { formatDinnerDate, formatDinnerTime, formatEuro } from '../../lib/dinner-format';
import { hoursLeftText } from '../../lib/plural';
import { useAuth } from '../../lib/auth/auth-context';
import { FULLY_BOOKED, whyUnavailable } from './booking-availability';
import { StandbyPanel } from './standby-panel';
import { BOOKING_TEXTS } from './booking-texts';
import { CardPaymentHandle } from './card-form';
import { TestModeCardForm } from './test-mode-card-form';
import { useDocumentTitle } from '../../lib/document-title';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** /book/{dinnerId}: confirm the booking and pay the logistics fee. */
export default function BookPage() {
  useDocumentTitle('Confirm your booking');
  const { dinnerId = '' } = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useAuth();
  const dinner = useGetDinner(dinnerId, { query: { retry: false } });
  const paymentConfig = useGetPaymentConfig();
  const myBookings = useGetMyBookings();
  const createIntent = useCreatePaymentIntent();
  const createBooking = useCreateBooking(invalidating(bookingChangeKeys()));
  const checkIntent = useCheckPaymentIntent(invalidating(bookingChangeKeys()));
  const card = useRef<CardPaymentHandle>(null);
  const [processing, setProcessing] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);

  useEffect(() => {
    if (!dinner.isError) return;
    toast({ title: 'Error', description: BOOKING_TEXTS.fetchFailed, variant: 'destructive' });
    void navigate(paths.dashboard, { replace: true });
  }, [dinner.isError, navigate, toast]);

  if (dinner.isLoading || paymentConfig.isLoading || !dinner.data) return <Spinner />;
  const event = dinner.data;
  const amount = formatEuro(event.logistics_fee);
  const unavailable = whyUnavailable(user, event, myBookings.data?.bookings);
  const stripeKey = paymentConfig.data?.provider === 'stripe' ? paymentConfig.data.publishableKey : null;

  const booked = (toastTexts: { title: string; description?: string }) => {
    toast({ ...toastTexts, variant: 'success' });
    void navigate(paths.dashboard);
  };

  // A dinner without a fee is booked by POST /api/user/bookings: no payment, so the spec's toasts of that call.
  const bookFreeDinner = async () => {
    try {
      await createBooking.mutateAsync({ data: { dinner_id: event.id } });
      booked({ title: BOOKING_TEXTS.freeBookingConfirmed });
    } catch (error) {
      toast({ title: BOOKING_TEXTS.freeBookingFailed, description: errorMessage(error, BOOKING_TEXTS.freeBookingFailedFallback), variant: 'destructive' });
    }
  };

  const payByCard = async () => {
    try {
      if (!card.current) return setPaymentError(BOOKING_TEXTS.formNotReady);
      if (card.current.check?.() === false) return;
      const intent = await createIntent.mutateAsync({ data: { amount: event.logistics_fee, coupleId: user?.couple_id ?? undefined, dinnerId: event.id } });
      const failure = await card.current.confirm(intent);
      if (failure) return setPaymentError(failure);
      if (stripeKey) {
        // Stripe confirmed in the browser: the server asks Stripe itself and confirms the booking. Only its
        // answer counts: a payment that found no spot any more was refunded, and the server says why.
        const check = await checkIntent.mutateAsync({ data: { paymentIntentId: intent.paymentIntentId } });
        if (check.status === 'refund_pending' || check.status === 'refunded') return setPaymentError(check.refundMessage ?? BOOKING_TEXTS.refunded);
        if (check.status !== 'succeeded') return setPaymentError(BOOKING_TEXTS.unknownPaymentError);
      }
      booked({ title: BOOKING_TEXTS.successTitle, description: BOOKING_TEXTS.successDescription });
    } catch (error) {
      setPaymentError(errorMessage(error, BOOKING_TEXTS.unexpected));
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

  return (
    <main className="min-h-screen bg-gradient-to-b from-brand-50 via-cream to-cream px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-lg">
        <Link to={paths.dashboard} className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-100">
          <span aria-hidden="true">←</span> Back to Dashboard
        </Link>
        <div className="mt-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
          <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{BOOKING_TEXTS.title}</h1>
          <section aria-label="Dinner" className="mt-6 rounded-2xl bg-brand-50 p-4">
            <h2 className="text-lg font-semibold text-ink">{BOOKING_TEXTS.dinnerIn(event.city)}</h2>
            <p className="mt-1 text-sm text-stone-700">
              {formatDinnerDate(event.event_date)} at {formatDinnerTime(event.event_date)}
            </p>
            <p className="mt-1 text-sm text-stone-600">The restaurant and your fellow diners are revealed 24 hours before the dinner.</p>
            {event.booking_window.state === 'urgent' && (
              <p className="mt-2 text-sm font-semibold text-amber-800">Booking closes in {hoursLeftText(event.booking_window.hours_left)}</p>
            )}
            <div className="mt-4 flex items-center justify-between border-t border-brand-100 pt-3">
              <span className="text-sm font-medium text-stone-700">{BOOKING_TEXTS.fee}</span>
              <span className="text-lg font-bold text-ink">{amount}</span>
            </div>
          </section>

          <section aria-labelledby="payment-details" className="mt-6">
            <h2 id="payment-details" className="text-lg font-semibold text-ink">
              {BOOKING_TEXTS.paymentDetails}
            </h2>
            <div className="mt-3">
              {event.logistics_fee_cents === 0 ? (
                <p className="text-sm text-stone-600">This dinner has no logistics fee: confirm to reserve your spot.</p>
              ) : stripeKey ? (
                <Suspense fallback={<p className="text-sm text-stone-500">Loading the secure card form…</p>}>
                  <StripeCardForm ref={card} publishableKey={stripeKey} />
                </Suspense>
              ) : (
                <TestModeCardForm ref={card} disabled={processing} />
              )}
            </div>
            {(paymentError || unavailable) && (
              <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                {paymentError ?? unavailable}
              </p>
            )}
            <Button className="mt-6 w-full py-3 text-base" busy={processing} disabled={Boolean(unavailable)} onClick={() => void pay()}>
              {processing ? BOOKING_TEXTS.processing : BOOKING_TEXTS.payNow(amount)}
            </Button>
            {unavailable === FULLY_BOOKED && <StandbyPanel dinnerId={event.id} />}
            <p className="mt-3 text-center text-xs text-stone-500">Your spot is held for 15 minutes while you pay. Each couple pays for its own meal at the restaurant.</p>
            {event.logistics_fee_cents > 0 && (
              <div aria-label="Cancellation terms" className="mt-4 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
                <p className="font-semibold text-ink">Before you pay</p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  <li>{FEE_POLICY.coupleCancels}</li>
                  <li>{FEE_POLICY.serviceCancels}</li>
                  <li>{FEE_POLICY.lateCancellation}</li>
                </ul>
              </div>
            )}
          </section>
        </div>
      </div>
    </main>
  );
}
