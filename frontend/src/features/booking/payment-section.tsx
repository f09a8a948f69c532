import { lazy, Suspense, useRef } from 'react';
import type { DinnerDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { formatMoney } from '../../lib/money';
import type { Unavailability } from './booking-availability';
import { useLocale, useT } from '../../i18n/use-t';
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
  unavailable: Unavailability | null;
}

/** The card form (or none for a free dinner), the Pay button and what paying means. */
export function PaymentSection({ event, stripeKey, unavailable }: PaymentSectionProps) {
  const t = useT();
  const locale = useLocale();
  const card = useRef<CardPaymentHandle>(null);
  const { pay, processing, paymentError } = usePayForDinner(event, card, Boolean(stripeKey));
  const amount = formatMoney(event.logistics_fee, event.currency, locale);
  return (
    <section aria-labelledby="payment-details" className="mt-6">
      <h2 id="payment-details" className="text-lg font-semibold text-ink">
        {t('booking.paymentDetails')}
      </h2>
      <div className="mt-3">
        {event.logistics_fee_cents === 0 ? (
          <p className="text-sm text-stone-600">{t('booking.noFee')}</p>
        ) : stripeKey ? (
          <Suspense fallback={<p className="text-sm text-stone-500">{t('booking.loadingCardForm')}</p>}>
            <StripeCardForm ref={card} publishableKey={stripeKey} />
          </Suspense>
        ) : (
          <TestModeCardForm ref={card} disabled={processing} />
        )}
      </div>
      {(paymentError || unavailable) && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {paymentError ?? unavailable?.text}
        </p>
      )}
      <Button className="mt-6 w-full py-3 text-base" busy={processing} disabled={Boolean(unavailable)} onClick={() => void pay()}>
        {processing ? t('booking.processing') : t('booking.payNow', { amount })}
      </Button>
      {unavailable?.reason === 'full' && <StandbyPanel dinnerId={event.id} />}
      <p className="mt-3 text-center text-xs text-stone-500">{t('booking.heldWhilePaying')}</p>
      {event.logistics_fee_cents > 0 && <CancellationTerms />}
    </section>
  );
}
