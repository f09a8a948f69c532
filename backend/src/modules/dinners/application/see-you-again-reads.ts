import { Injectable } from '@nestjs/common';
import { SeeYouAgainFigures, seeYouAgainFigures } from '../domain/see-you-again';
import { SeeYouAgainStore } from './see-you-again-store';

export type { SeeYouAgainFigures };

/**
 * What other modules may read of "see you again" (exported from index.ts), never who marked
 * whom: the season analytics' counts per dinner, and for matching the pairs to seat together.
 */
@Injectable()
export class SeeYouAgainReads {
  constructor(private readonly store: SeeYouAgainStore) {}

  /** Per dinner id: marks, marked pairs, mutual pairs (both marked each other at that dinner) and the mutual share. Every dinner asked for is present. */
  async figuresOf(dinnerIds: readonly string[]): Promise<Map<string, SeeYouAgainFigures>> {
    const marks = await this.store.marksOfDinners(dinnerIds);
    return new Map(dinnerIds.map((id) => [id, seeYouAgainFigures(marks.get(id) ?? { marks: [] })]));
  }

  /** Among these booked couples, the mutual pairs where both couples asked to be seated together again. */
  seatTogetherPairs(coupleIds: readonly string[]): Promise<{ a: string; b: string }[]> {
    return this.store.seatTogetherPairs(coupleIds);
  }
}
