import { Injectable } from '@nestjs/common';
import { MutualSeeYouAgain } from '../../application/dinner-report-sources';
import { SeeYouAgainStore } from '../../application/see-you-again-store';
import { MutualPair } from '../../domain/season-figures';
import { mutualPairsOf } from '../../domain/see-you-again';

/** The season's mutual "see you again" pairs, from the marks the couples left at these dinners. */
@Injectable()
export class RecordedMutualSeeYouAgain extends MutualSeeYouAgain {
  constructor(private readonly store: SeeYouAgainStore) {
    super();
  }

  async mutualPairs(dinnerIds: readonly string[]): Promise<MutualPair[]> {
    const marks = await this.store.marksOfDinners(dinnerIds);
    return [...marks.values()].flatMap(mutualPairsOf);
  }
}
