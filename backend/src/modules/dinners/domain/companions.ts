import { SharedCouple } from './reveal-policy';

/** 'Siobhán & Mark', or 'Marcus and partner' while the partner has not joined yet: one couple, never read as two people of a list. */
function companionText(couple: SharedCouple): string {
  return couple.firstNames.length > 1 ? couple.coupleNames : `${couple.coupleNames} and partner`;
}

/** The reveal mail's sentence naming the couples at the table, or null when there are none. */
export function companionsSentence(couples: readonly SharedCouple[]): string | null {
  if (couples.length === 0) return null;
  const count = couples.length === 1 ? 'one couple' : `${couples.length} couples`;
  return `You will be dining with ${count}: ${couples.map(companionText).join('; ')}.`;
}
