import type { ParticipantCoupleDto } from '../../../api/generated/model';
import { ageLabel, genderLabel } from '../match-display';

/** The two people and the couple's main profile answers. */
export function CoupleProfileSummary({ couple }: { couple: ParticipantCoupleDto }) {
  const profile = couple.profile;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-brand-700">Profile</summary>
      <ul className="mt-2 space-y-1">
        {couple.users.map((user) => (
          <li key={user.email}>
            {user.first_name} {user.last_name} · {user.email} · age {ageLabel(user.age)} · {genderLabel(user.gender)}
          </li>
        ))}
      </ul>
      {profile ? (
        <dl className="mt-2 grid gap-1 sm:grid-cols-2">
          <div>
            <dt className="inline font-medium">Life stage: </dt>
            <dd className="inline">{profile.life_stage_preference ?? 'N/A'}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Age preference: </dt>
            <dd className="inline">{profile.social_age_preference ?? 'N/A'}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Communication: </dt>
            <dd className="inline">{profile.communication_style ?? 'N/A'}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Planning: </dt>
            <dd className="inline">{profile.planning_style ?? 'N/A'}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Cuisines: </dt>
            <dd className="inline">{profile.cuisine_types.join(', ')}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Budget: </dt>
            <dd className="inline">{profile.restaurant_price_preference.join(', ')}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Dietary: </dt>
            <dd className="inline">{profile.dietary_restrictions.join(', ')}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Dining vibe: </dt>
            <dd className="inline">{profile.dining_vibe.join(', ')}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Couple type: </dt>
            <dd className="inline">{profile.diverse_couples_preference.join(', ')}</dd>
          </div>
          <div>
            <dt className="inline font-medium">City: </dt>
            <dd className="inline">
              {profile.city}, {profile.country}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-stone-600">No couple profile yet.</p>
      )}
    </details>
  );
}
