import { Injectable } from '@nestjs/common';
import { CoupleProfiles } from '../../../couple-profile';
import { CustomerCouples } from '../../application/customer-records';

@Injectable()
export class ProfileCustomerCouples extends CustomerCouples {
  constructor(private readonly couples: CoupleProfiles) {
    super();
  }

  async statusOf(coupleId: string): Promise<string | null> {
    return (await this.couples.findCouple(coupleId))?.status ?? null;
  }
}
