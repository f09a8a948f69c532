/**
 * "Why you were matched", from what the couples chose to share: the interests the couple has
 * in common with the others at its table (never from private fields). Null when none.
 */
export function matchReason(ownInterests: readonly string[], otherCouples: readonly { interests: readonly string[] }[]): string | null {
  const shared = ownInterests.filter((interest) => otherCouples.some((couple) => couple.interests.includes(interest)));
  if (shared.length === 0) return null;
  const listed = shared.length === 1 ? shared[0] : `${shared.slice(0, -1).join(', ')} and ${shared[shared.length - 1]}`;
  return `Why you were matched: you share a love of ${listed.toLowerCase()}.`;
}
