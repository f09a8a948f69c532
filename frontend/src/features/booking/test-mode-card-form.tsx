import { forwardRef, useId, useImperativeHandle } from 'react';
import { errorMessage } from '../../api/api-error';
import { useConfirmTestModePayment } from '../../api/generated/payments/payments';
import { bookingChangeKeys } from '../../lib/booking-change-keys';
import { invalidating } from '../../lib/query-client';
import { describedBy, FieldError, inputClasses } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { CardPaymentHandle } from './card-form';
import { useServerForm } from '../../lib/forms/use-server-form';
import { cvcLength, formatExpiry, TestCard, testCardErrors, testCardMessages, testCardSchema } from './test-card-checks';

/** Groups digits by four as the couple types: 4242 4242 4242 4242. */
const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const labelClasses = 'mb-1.5 block text-sm font-medium text-stone-700';

/** The shapes of what to type, in digits: the same in every language. */
const CARD_NUMBER_PLACEHOLDER = '1234 1234 1234 1234';
const CVC_PLACEHOLDERS: Record<number, string> = { 3: '123', 4: '1234' };

/**
 * The card form when no Stripe key is configured. Clearly labelled as test mode: nothing
 * is charged. The card is checked as Stripe's test mode checks it, here before a spot is
 * held and again on the server; Stripe's test numbers then decide the outcome.
 */
export const TestModeCardForm = forwardRef<CardPaymentHandle, { disabled?: boolean }>(function TestModeCardForm({ disabled }, ref) {
  const id = useId();
  const t = useT();
  const messages = testCardMessages(t);
  const form = useServerForm(testCardSchema, {
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    messages,
    checks: (card) => testCardErrors(card, new Date(), messages),
  });
  const card = form.watch();
  const errors = {
    cardNumber: form.formState.errors.cardNumber?.message,
    expiry: form.formState.errors.expiry?.message,
    cvc: form.formState.errors.cvc?.message,
  };
  const confirmPayment = useConfirmTestModePayment(invalidating(bookingChangeKeys()));
  // A corrected field loses its mistake at once; the whole card is checked again on paying.
  const set = (field: keyof TestCard, value: string) => {
    form.setValue(field, value);
    form.clearErrors(field);
  };

  useImperativeHandle(ref, () => ({
    check: () => form.trigger(),
    async confirm({ paymentIntentId }) {
      try {
        await confirmPayment.mutateAsync({ data: { paymentIntentId, ...form.getValues() } });
        return null;
      } catch (error) {
        return errorMessage(error, t('booking.unknownPaymentError'));
      }
    },
  }));

  return (
    <div className="space-y-3">
      <p className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <strong>{t('booking.card.testModeTitle')}</strong> {t('booking.card.testModeBody')}
      </p>
      <div>
        <label htmlFor={`${id}-number`} className={labelClasses}>
          {t('booking.cardLabel')}
        </label>
        <input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={CARD_NUMBER_PLACEHOLDER}
          disabled={disabled}
          value={card.cardNumber}
          onChange={(event) => set('cardNumber', formatCardNumber(event.target.value))}
          className={inputClasses(Boolean(errors.cardNumber), 'tracking-wider')}
          {...describedBy(`${id}-number`, errors.cardNumber)}
        />
        <FieldError id={`${id}-number-error`} message={errors.cardNumber} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-expiry`} className={labelClasses}>
            {t('booking.card.expiry')}
          </label>
          <input
            id={`${id}-expiry`}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('booking.card.expiryPlaceholder')}
            maxLength={7}
            disabled={disabled}
            value={card.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.target.value))}
            className={inputClasses(Boolean(errors.expiry))}
            {...describedBy(`${id}-expiry`, errors.expiry)}
          />
          <FieldError id={`${id}-expiry-error`} message={errors.expiry} />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className={labelClasses}>
            {t('booking.card.cvc')}
          </label>
          <input
            id={`${id}-cvc`}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={CVC_PLACEHOLDERS[cvcLength(card.cardNumber)]}
            maxLength={cvcLength(card.cardNumber)}
            disabled={disabled}
            value={card.cvc}
            onChange={(event) => set('cvc', event.target.value.replace(/\D/g, ''))}
            className={inputClasses(Boolean(errors.cvc))}
            {...describedBy(`${id}-cvc`, errors.cvc)}
          />
          <FieldError id={`${id}-cvc-error`} message={errors.cvc} />
        </div>
      </div>
    </div>
  );
});
