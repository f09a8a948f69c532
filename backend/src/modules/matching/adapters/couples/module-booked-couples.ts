import { Injectable } from '@nestjs/common';
import { CoupleProfiles, StoredCouple } from '../../../couple-profile';
import { CouplePerson, MemberAccounts } from '../../../identity';
import { BookedCouple, BookedCouples } from '../../application/booked-couples';
import { MatchingDinners } from '../../application/matching-dinners';
import { MatchCouple } from '../../domain/match-couple';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';

/** Paid couples of a dinner from dinners (through the MatchingDinners port), their profiles from couple-profile and their people from identity, in three queries. */
@Injectable()
export class ModuleBookedCouples extends BookedCouples {
  constructor(
    private readonly dinners: MatchingDinners,
    private readonly profiles: CoupleProfiles,
    private readonly members: MemberAccounts,
    private readonly unitOfWork: UnitOfWork,
  ) {
    super();
  }

  async forDinner(dinnerId: string): Promise<BookedCouple[]> {
    const bookings = await this.dinners.paidBookings(dinnerId);
    const ids = bookings.map((b) => b.coupleId);
    const [couples, people] = await this.unitOfWork.all([() => this.profiles.findCouples(ids), () => this.members.peopleOfCouples(ids)]);
    const coupleById = new Map(couples.map((c) => [c.id, c]));
    const peopleOf = new Map<string, CouplePerson[]>();
    for (const person of people) peopleOf.set(person.coupleId, [...(peopleOf.get(person.coupleId) ?? []), person]);
    return bookings.map((booking) => {
      const couple = coupleById.get(booking.coupleId);
      const members = peopleOf.get(booking.coupleId) ?? [];
      return {
        bookingId: booking.bookingId,
        coupleId: booking.coupleId,
        bookedAt: booking.bookedAt,
        people: members.map((p) => ({
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email,
          location: couple ? `${couple.profile.city}, ${couple.profile.country}` : null,
          dateOfBirth: p.dateOfBirth,
          gender: p.gender,
        })),
        profile: couple ? toMatchCouple(couple, members) : null,
      };
    });
  }
}

function toMatchCouple(couple: StoredCouple, people: CouplePerson[]): MatchCouple {
  const p = couple.profile;
  return {
    id: couple.id,
    city: p.city,
    country: p.country,
    people: people.map((person) => ({ dateOfBirth: person.dateOfBirth, gender: person.gender })),
    lifeStagePreference: p.lifeStagePreference,
    socialAgePreference: p.socialAgePreference,
    diverseCouplesPreference: p.diverseCouplesPreference,
    communicationStyle: p.communicationStyle,
    planningStyle: p.planningStyle,
    restaurantPricePreference: p.restaurantPricePreference,
    cuisineTypes: p.cuisineTypes,
    dietaryRestrictions: p.dietaryRestrictions,
    diningVibe: p.diningVibe,
    idealSocialOuting: p.idealSocialOuting,
    travelDestinations: p.travelDestinations,
    diningFrequency: p.diningFrequency,
  };
}
