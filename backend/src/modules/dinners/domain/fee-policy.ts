/** An amount in cents as every mail states it: €15.00. */
export const euroText = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** The logistics fee's terms (DECISIONS item 12), as the confirmation email states them; the client shows the same words. */
export const FEE_TERMS =
  'If you cancel, the logistics fee is not refunded. If we cancel the dinner, or cannot seat you with a group, we refund the fee in full. Cancelling within 6 hours of the dinner counts as a late cancellation; two in a row end the service for your couple.';
