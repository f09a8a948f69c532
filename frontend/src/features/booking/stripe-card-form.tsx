import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useT } from '../../i18n/use-t';
import { CardPaymentHandle } from './card-form';

/**
 * Stripe Elements' card field. Stripe.js is imported here only, and this file is only
 * loaded by the booking screen when a publishable key is configured, so the landing
 * page never downloads it.
 */
export const StripeCardForm = forwardRef<CardPaymentHandle, { publishableKey: string }>(function StripeCardForm({ publishableKey }, ref) {
  const t = useT();
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [loadError, setLoadError] = useState<'gatewayNotReady' | null>(null);

  useEffect(() => {
    let cancelled = false;
    let element: StripeCardElement | null = null;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((loaded) => {
        if (cancelled || !loaded || !mount.current) return;
        element = loaded.elements().create('card', { hidePostalCode: true, style: { base: { fontSize: '16px', color: '#1c1917' } } });
        element.mount(mount.current);
        setStripe(loaded);
        setCard(element);
      })
      .catch(() => !cancelled && setLoadError('gatewayNotReady'));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey]);

  useImperativeHandle(ref, () => ({
    async confirm({ clientSecret }) {
      if (!stripe) return t('booking.gatewayNotReady');
      if (!card) return t('booking.formNotReady');
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      return result.error ? (result.error.message ?? t('booking.unknownPaymentError')) : null;
    },
  }));

  return (
    <div>
      <p className="mb-1.5 block text-sm font-medium text-stone-700">{t('booking.cardLabel')}</p>
      <div ref={mount} className="rounded-xl border border-stone-300 bg-white px-3.5 py-3 shadow-sm" />
      {loadError && <p className="mt-1.5 text-sm text-red-700">{t('booking.gatewayNotReady')}</p>}
    </div>
  );
});

export default StripeCardForm;
