/**
 * The demo's past season (issue 22, point 5): eight weekly dinners before the demo couple's
 * last one, so the admin's history and analytics show curves, and the engine's memory has
 * something to remember. The tables were chosen so that no pair of couples meets twice (nor
 * meets again at the demo couple's last dinner), and so that the dinner waiting for its
 * matching run (ten couples) still has a partition without repeats: the run visibly seats
 * new faces rather than the groups it would form without memory (Aoife, Aisling and Méabh;
 * Siobhán, Róisín and Sinéad; Ciara, Orla and Grace, all seated together in this season).
 */

/** Demo couples by their primary member's email (couple-profile's demo data). */
export const SEASON_COUPLES = {
  aoife: 'aoife.murphy@demo.tablemates.ie',
  siobhan: 'siobhan.obrien@demo.tablemates.ie',
  niamh: 'niamh.kelly@demo.tablemates.ie',
  emma: 'emma.walsh@demo.tablemates.ie',
  ciara: 'ciara.doyle@demo.tablemates.ie',
  roisin: 'roisin.nolan@demo.tablemates.ie',
  orla: 'orla.lynch@demo.tablemates.ie',
  sinead: 'sinead.ryan@demo.tablemates.ie',
  aisling: 'aisling.quinn@demo.tablemates.ie',
  grace: 'grace.byrne@demo.tablemates.ie',
  meabh: 'meabh.daly@demo.tablemates.ie',
} as const;

type SeasonCouple = keyof typeof SEASON_COUPLES;

export interface SeasonTableSpec {
  couples: SeasonCouple[];
  /** The engine's compatibility score (0-100) the group had. */
  score: number;
  restaurant: string;
}

/** Oldest first: week 1 is eight weeks before the demo couple's last dinner. */
export const SEASON_WEEKS: SeasonTableSpec[][] = [
  [
    { couples: ['aoife', 'aisling', 'meabh'], score: 78, restaurant: 'Sakura House' },
    { couples: ['ciara', 'orla', 'grace'], score: 84, restaurant: 'Trattoria Liffey' },
  ],
  [
    { couples: ['siobhan', 'roisin', 'sinead'], score: 58, restaurant: 'Green Fig' },
    { couples: ['niamh', 'meabh'], score: 90, restaurant: 'Le Petit Jardin' },
  ],
  [
    { couples: ['ciara', 'sinead', 'aisling'], score: 72, restaurant: 'Harbour Catch' },
    { couples: ['emma', 'orla', 'meabh'], score: 66, restaurant: 'Spice Route' },
  ],
  [
    { couples: ['niamh', 'roisin', 'orla'], score: 88, restaurant: 'Casa Tapas' },
    { couples: ['emma', 'sinead'], score: 61, restaurant: 'The Copper Kettle' },
  ],
  [
    { couples: ['niamh', 'aisling', 'grace'], score: 70, restaurant: 'Spice Route' },
    { couples: ['emma', 'ciara'], score: 92, restaurant: 'Trattoria Liffey' },
  ],
  [
    { couples: ['aoife', 'orla', 'sinead'], score: 55, restaurant: 'Green Fig' },
    { couples: ['emma', 'roisin', 'aisling'], score: 81, restaurant: 'The Smithfield Grill' },
  ],
  [
    { couples: ['siobhan', 'emma', 'grace'], score: 86, restaurant: 'Harbour Catch' },
    { couples: ['niamh', 'sinead'], score: 64, restaurant: 'Sakura House' },
  ],
  [
    { couples: ['siobhan', 'ciara', 'meabh'], score: 75, restaurant: 'Le Petit Jardin' },
    { couples: ['aoife', 'grace'], score: 68, restaurant: 'Casa Tapas' },
  ],
];

/**
 * "See you again" marks the couples left after season dinners (by whom, of whom, at which
 * week): three pairs marked each other, so the analytics show a mutual share and Aoife's
 * dashboard lists a mutual match (Grace & Killian), and two marks stayed one-sided (never
 * shown to anyone). Niamh and Emma hold none: the tour's and the journeys' marks on the
 * demo couple's last dinner start from nothing.
 */
export const SEASON_MARKS: { week: number; by: SeasonCouple; of: SeasonCouple }[] = [
  { week: 8, by: 'aoife', of: 'grace' },
  { week: 8, by: 'grace', of: 'aoife' },
  { week: 1, by: 'ciara', of: 'grace' },
  { week: 1, by: 'grace', of: 'ciara' },
  { week: 2, by: 'siobhan', of: 'roisin' },
  { week: 2, by: 'roisin', of: 'siobhan' },
  { week: 6, by: 'orla', of: 'aoife' },
  { week: 3, by: 'sinead', of: 'aisling' },
];

const clamp = (value: number) => Math.min(5, Math.max(1, Math.round(value)));

/**
 * How one couple rated another after a season dinner: it follows the group's score (the
 * better the match, the better the evening) with a little spread, so the analytics chart of
 * couple ratings by compatibility rises as a real season's would.
 */
export function seasonRating(score: number, week: number, rater: number, rated: number): number {
  const spread = (((week + 2 * rater + rated) % 3) - 1) * 0.6;
  return clamp(1 + (score - 45) / 11 + spread);
}

/** The couple's overall and restaurant ratings of a season dinner. */
export function seasonReview(score: number, week: number, rater: number): { rating: number; restaurantRating: number } {
  return { rating: clamp(2.5 + score / 40 + ((week + rater) % 2) * 0.5), restaurantRating: clamp(3 + ((week * 3 + rater) % 3)) };
}
