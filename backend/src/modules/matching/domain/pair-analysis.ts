import { CompatibilityModel, PairCompatibility } from './compatibility';
import { compileCouple } from './couple-features';
import { MatchCouple } from './match-couple';
import { MatchingSettings } from './matching-parameters';

/** The compatibility analysis of two couples on a date (ages): score 0-100, breakdown by factor, reasons. */
export function analysePair(a: MatchCouple, b: MatchCouple, settings: MatchingSettings, onDate: Date): PairCompatibility {
  const destinations: string[] = [];
  const shared = {
    destinationId: (name: string) => (destinations.includes(name) ? destinations.indexOf(name) : destinations.push(name) - 1),
    place: (key: string) => key,
  };
  return new CompatibilityModel(settings).explain(compileCouple(a, 0, onDate, shared), compileCouple(b, 1, onDate, shared), destinations);
}
