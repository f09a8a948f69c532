/**
 * What the booking screen needs from a card form, whichever provider is behind it:
 * confirm the intent's client secret with the card the couple entered.
 */
export interface CardPaymentHandle {
  /** Checks what the couple typed and marks the mistakes; false stops the payment before a spot is held. */
  check?(): Promise<boolean>;
  /** Resolves with an error message to show inline, or null on success. */
  confirm(intent: { clientSecret: string; paymentIntentId: string }): Promise<string | null>;
}
