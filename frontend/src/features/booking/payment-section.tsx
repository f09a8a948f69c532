import { lazy, Suspense, useRef } from 'react';
import type { DinnerDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { formatMoney } from '../../lib/money';
import { FULLY_BOOKED } from './booking-availability';
import { BOOKING_TEXTS } from './booking-texts';
import { CancellationTerms } from './cancellation-terms';
import { CardPaymentHandle } from './card-form';
import { StandbyPanel } from './standby-panel';
import { TestModeCardForm } from './test-mode-card-form';
import { usePayForDinner } from './use-pay-for-dinner';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

interface PaymentSectionProps {
  event: DinnerDto;
  /** Stripe's publishable key, or null in test mode. */
  stripeKey: string | null;
  /** Why this couple cannot book this dinner, if it cannot. */
  unavailable: string | null;
}

/** The card form (or none for a free dinner), the Pay button and what paying means. */
export function PaymentSection({ event, stripeKey, unavailable }: PaymentSectionProps) {
  const card = useRef<CardPaymentHandle>(null);
  const { pay, processing, paymentError } = usePayForDinner(event, card, Boolean(stripeKey));
  const amount = formatMoney(event.logistics_fee, event.currency);
  return (
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
      <p className="mt-3 text-center text-xs text-stone-500">
        Your spot is held for 15 minutes while you pay. Each couple pays for its own meal at the restaurant.
      </p>
      {event.logistics_fee_cents > 0 && <CancellationTerms />}
    </section>
  );
}
