import { Link } from 'react-router-dom';
import type { CoupleProfileDto } from '../../api/generated/model';
import { paths } from '../../lib/paths';

/** The profile fields the completion bar counts (filled fields / total fields). */
const FIELDS: (keyof CoupleProfileDto)[] = [
  'bringing_to_tablemates',
  'life_stage_preference',
  'dining_frequency',
  'restaurant_price_preference',
  'city',
  'cuisine_types',
  'dietary_restrictions',
  'dining_vibe',
  'ideal_social_outing',
  'social_age_preference',
  'diverse_couples_preference',
  'travel_destinations',
  'planning_style',
  'communication_style',
];

export function profileCompletion(profile: CoupleProfileDto | undefined): number {
  if (!profile) return 0;
  const filled = FIELDS.filter((field) => {
    const value = profile[field];
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';
  }).length;
  return Math.round((filled / FIELDS.length) * 100);
}

export function ProfileCompletion({ profile }: { profile: CoupleProfileDto | undefined }) {
  const percent = profileCompletion(profile);
  return (
    <section aria-labelledby="profile-completion" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <div className="flex items-center justify-between">
        <h2 id="profile-completion" className="text-lg font-bold text-ink">
          Profile completion
        </h2>
        <span className="text-sm font-semibold text-brand-700">{percent}%</span>
      </div>
      <div className="mt-3 h-2.5 overflow-hidden rounded-full bg-brand-100" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-labelledby="profile-completion">
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      {percent < 100 && (
        <Link to={paths.profile} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          Complete Profile
        </Link>
      )}
    </section>
  );
}
