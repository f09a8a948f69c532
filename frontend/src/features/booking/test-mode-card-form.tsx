import { forwardRef, useId, useImperativeHandle, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { useConfirmTestModePayment } from '../../api/generated/payments/payments';
import { describedBy, inputClasses } from '../../components/ui/field';
import { BOOKING_TEXTS } from './booking-texts';
import { CardPaymentHandle } from './card-form';

/** Groups digits by four as the couple types: 4242 4242 4242 4242. */
const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The card form when no Stripe key is configured. Clearly labelled as test mode: nothing
 * is charged, and Stripe's test numbers decide the outcome on the server.
 */
export const TestModeCardForm = forwardRef<CardPaymentHandle, { disabled?: boolean }>(function TestModeCardForm({ disabled }, ref) {
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const confirmPayment = useConfirmTestModePayment();

  useImperativeHandle(ref, () => ({
    async confirm({ paymentIntentId }) {
      try {
        await confirmPayment.mutateAsync({ data: { paymentIntentId, cardNumber } });
        return null;
      } catch (error) {
        return errorMessage(error, BOOKING_TEXTS.unknownPaymentError);
      }
    },
  }));

  return (
    <div className="space-y-3">
      <p className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <strong>Test mode</strong> — no real card is charged. Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.
      </p>
      <div>
        <label htmlFor={`${id}-number`} className="mb-1.5 block text-sm font-medium text-stone-700">
          {BOOKING_TEXTS.cardLabel}
        </label>
        <input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          disabled={disabled}
          value={cardNumber}
          onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
          className={inputClasses(false, 'tracking-wider')}
          {...describedBy(`${id}-number`)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-expiry`} className="mb-1.5 block text-sm font-medium text-stone-700">
            Expiry
          </label>
          <input id={`${id}-expiry`} autoComplete="cc-exp" placeholder="MM / YY" maxLength={7} disabled={disabled} value={expiry} onChange={(event) => setExpiry(event.target.value)} className={inputClasses()} />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="mb-1.5 block text-sm font-medium text-stone-700">
            CVC
          </label>
          <input id={`${id}-cvc`} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} disabled={disabled} value={cvc} onChange={(event) => setCvc(event.target.value.replace(/\D/g, ''))} className={inputClasses()} />
        </div>
      </div>
    </div>
  );
});
