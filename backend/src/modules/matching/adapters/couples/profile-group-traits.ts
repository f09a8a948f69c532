import { Injectable } from '@nestjs/common';
import { CoupleProfiles } from '../../../couple-profile';
import { GroupTraits } from '../../application/group-traits';
import { CoupleTraits } from '../../domain/icebreakers';

/** The traits of a group's couples from their shared couple profiles. */
@Injectable()
export class ProfileGroupTraits extends GroupTraits {
  constructor(private readonly profiles: CoupleProfiles) {
    super();
  }

  async of(coupleIds: readonly string[]): Promise<CoupleTraits[]> {
    return (await this.profiles.findCouples(coupleIds)).map(({ profile }) => ({
      cuisines: profile.cuisineTypes,
      travelDestinations: profile.travelDestinations,
      interests: profile.idealSocialOuting,
      diningVibes: profile.diningVibe,
      lifeStage: profile.lifeStagePreference,
    }));
  }
}
