import { BookedCouple, BookedPerson } from '../../application/booked-couples';
import { MatchRestaurant } from '../../application/city-restaurants';
import { GroupView } from '../../application/dinner-match-results';
import { StoredGroup } from '../../application/dinner-group-store';
import { GroupScoreChange } from '../../application/group-changes';
import { GroupChangeReview } from '../../domain/group-rules';
import { GroupChangePreviewDto, MatchedGroupDto, MatchRestaurantDto, ParticipantCoupleDto, PersonDto } from './dinner-matches.dto';

/** Whole years on `onDate`; null when the birth date is missing or invalid ('N/A'). */
export function ageOn(dateOfBirth: string | null, onDate: Date): number | null {
  const birth = dateOfBirth ? new Date(`${dateOfBirth}T00:00:00Z`) : null;
  if (!birth || Number.isNaN(birth.getTime())) return null;
  let age = onDate.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    onDate.getUTCMonth() < birth.getUTCMonth() || (onDate.getUTCMonth() === birth.getUTCMonth() && onDate.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

function toPersonDto(person: BookedPerson, onDate: Date): PersonDto {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    location: person.location,
    date_of_birth: person.dateOfBirth,
    age: ageOn(person.dateOfBirth, onDate),
    gender: person.gender,
  };
}

export function toCoupleDto(couple: BookedCouple, onDate: Date, participationStatus = 'invited'): ParticipantCoupleDto {
  const users = couple.people.map((person) => toPersonDto(person, onDate));
  const p = couple.profile;
  return {
    couple_id: couple.coupleId,
    users,
    user_one: users[0] ?? null,
    user_two: users[1] ?? null,
    participation_status: participationStatus,
    booking_id: couple.bookingId,
    booking_date: couple.bookedAt.toISOString(),
    profile: p && {
      life_stage_preference: p.lifeStagePreference,
      social_age_preference: p.socialAgePreference,
      communication_style: p.communicationStyle,
      planning_style: p.planningStyle,
      restaurant_price_preference: p.restaurantPricePreference,
      cuisine_types: p.cuisineTypes,
      dietary_restrictions: p.dietaryRestrictions,
      dining_vibe: p.diningVibe,
      ideal_social_outing: p.idealSocialOuting,
      diverse_couples_preference: p.diverseCouplesPreference,
      dining_frequency: p.diningFrequency,
      city: p.city,
      country: p.country,
    },
  };
}

export function toRestaurantDto(r: MatchRestaurant): MatchRestaurantDto {
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    city: r.city,
    country: r.country,
    price_range: r.priceRange,
    avg_rating: r.avgRating,
    cuisine_types: r.cuisineTypes,
    dietary_accommodations: r.dietaryAccommodations,
    dining_vibe_tags: r.diningVibeTags,
    max_party_size: r.maxPartySize,
    tables_per_night: r.tablesPerNight,
    is_active: r.isActive,
  };
}

export function toGroupDto(view: GroupView, onDate: Date): MatchedGroupDto {
  const { group } = view;
  const statusOf = new Map(group.participants.map((p) => [p.coupleId, p.participationStatus]));
  return {
    match_id: group.id,
    group_id: group.id,
    participants: view.couples.map((c) => toCoupleDto(c, onDate, statusOf.get(c.coupleId))),
    compatibility_score: group.compatibilityScore,
    status: group.status,
    matching_algorithm: group.matchingAlgorithm,
    match_reasoning: group.matchReasoning,
    restaurant_id: group.restaurantId,
    restaurant: view.restaurant ? toRestaurantDto(view.restaurant) : null,
    table_number: group.tableNumber,
    created_at: group.createdAt.toISOString(),
    edited_at: group.editedAt?.toISOString() ?? null,
    icebreakers: group.icebreakers?.items ?? [],
    icebreakers_source: group.icebreakers?.source ?? null,
    rule_overrides: overridesOf(group),
  };
}

function overridesOf(group: StoredGroup): MatchedGroupDto['rule_overrides'] {
  return group.ruleOverrides.map((o) => ({ rule: o.rule, message: o.message, group_id: o.groupId, by_user_id: o.byUserId, at: o.at }));
}

export function toPreviewDto(review: GroupChangeReview & { scores?: GroupScoreChange[] }): GroupChangePreviewDto {
  return {
    needs_override: review.breaks.length > 0,
    breaks: review.breaks.map((b) => ({ group_id: b.groupId, rule: b.rule, message: b.message })),
    consequences: review.consequences.map((c) => ({ group_id: c.groupId, kind: c.kind, message: c.message })),
    ...(review.scores ? { scores: review.scores.map((s) => ({ group_id: s.groupId, before: s.before, after: s.after })) } : {}),
  };
}
