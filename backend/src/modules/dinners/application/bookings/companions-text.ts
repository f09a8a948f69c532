import type { Translate } from '../../../../kernel/translator';
import type { SharedCouple } from '../../domain/reveal-policy';
import type { DinnersKey } from '../dinners-messages';

/**
 * The mails' sentence naming the couples at the table, or null when there are none: 'Siobhán & Mark',
 * or 'Marcus and partner' while the partner has not joined, so one couple never reads as two people of a list.
 */
export function companionsText(t: Translate<DinnersKey>, couples: readonly SharedCouple[]): string | null {
  if (couples.length === 0) return null;
  const names = couples.map((couple) =>
    couple.firstNames.length > 1 ? couple.coupleNames : t('dinners.reveal.companionWithoutPartner', { names: couple.coupleNames }),
  );
  return t('dinners.reveal.companions', { count: couples.length, couples: names.join('; ') });
}
