import { Injectable } from '@nestjs/common';
import { ServiceStanding } from '../../../identity';
import { CoupleStandings } from '../../application/couple-standings';

/** Identity's view of a couple's standing (the signed-in member's `service_terminated`). */
@Injectable()
export class CoupleServiceStanding extends ServiceStanding {
  constructor(private readonly standings: CoupleStandings) {
    super();
  }

  isTerminated(coupleId: string): Promise<boolean> {
    return this.standings.isTerminated(coupleId);
  }
}
