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

  async byCouple(coupleIds: readonly string[]): Promise<Map<string, CoupleTraits>> {
    return new Map(
      (await this.profiles.findCouples(coupleIds)).map(({ id, profile }) => [
        id,
        {
          cuisines: profile.cuisineTypes,
          travelDestinations: profile.travelDestinations,
          interests: profile.idealSocialOuting,
          diningVibes: profile.diningVibe,
          lifeStage: profile.lifeStagePreference,
        },
      ]),
    );
  }
}
