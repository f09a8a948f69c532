/** What cancelling a dinner does to the couples who paid, in the words for their number. */
export function cancelDinnerText(paid: number): string {
  const refunds =
    paid === 0
      ? 'No couple has paid for it, so nothing is refunded.'
      : paid === 1
        ? 'The one paid couple gets the logistics fee refunded in full and is told by email.'
        : `Each of the ${paid} paid couples gets the logistics fee refunded in full and is told by email.`;
  return `The dinner becomes cancelled by system. ${refunds}`;
}
