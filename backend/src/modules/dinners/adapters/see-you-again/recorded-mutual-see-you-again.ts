import { Injectable } from '@nestjs/common';
import { MutualSeeYouAgain } from '../../application/dinner-report-sources';
import { SeeYouAgainRepository } from '../../application/see-you-again-repository';
import { MutualPair } from '../../domain/season-figures';
import { mutualPairsOf } from '../../domain/see-you-again';

/** The season's mutual "see you again" pairs, from the marks the couples left at these dinners. */
@Injectable()
export class RecordedMutualSeeYouAgain extends MutualSeeYouAgain {
  constructor(private readonly marks: SeeYouAgainRepository) {
    super();
  }

  async mutualPairs(dinnerIds: readonly string[]): Promise<MutualPair[]> {
    const marks = await this.marks.marksOfDinners(dinnerIds);
    return [...marks.values()].flatMap(mutualPairsOf);
  }
}
