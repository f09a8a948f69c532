import { CompatibilityModel, PairCompatibility } from './compatibility';
import { compileCouple } from './couple-features';
import { MatchCouple } from './match-couple';
import { MatchingSettings } from './matching-parameters';
import { dinedTogether } from './memory-reasoning';

/**
 * The compatibility analysis of two couples on a date (ages): score 0-100, breakdown by
 * factor, reasons — the first "dined together on …" when they shared a table before.
 */
export function analysePair(
  a: MatchCouple,
  b: MatchCouple,
  settings: MatchingSettings,
  onDate: Date,
  datesTogether: readonly string[] = [],
): PairCompatibility {
  const destinations: string[] = [];
  const shared = {
    destinationId: (name: string) => (destinations.includes(name) ? destinations.indexOf(name) : destinations.push(name) - 1),
    place: (key: string) => key,
  };
  const analysis = new CompatibilityModel(settings).explain(compileCouple(a, 0, onDate, shared), compileCouple(b, 1, onDate, shared), destinations);
  const met = dinedTogether([...datesTogether].sort());
  if (!met) return analysis;
  return { ...analysis, reasons: [met, ...analysis.reasons], reasoning: `${met[0].toUpperCase()}${met.slice(1)}. ${analysis.reasoning}` };
}
