import { useState } from 'react';
import type { MatchedGroupDto } from '../../../api/generated/model';
import { IcebreakerList } from '../../../components/icebreaker-list';
import { Button } from '../../../components/ui/button';
import { mapSearchUrl } from '../../../lib/dinner-format';
import { algorithmLabel, participationLabel, scoreOutOf10, shortId, statusLabel } from '../match-display';
import { CoupleProfileSummary } from './couple-profile-summary';
import { RestaurantAssignmentPanel } from './restaurant-assignment-panel';

/** One matched group: score /10, status, id, algorithm, restaurant and table (with the change control), reasoning, icebreakers, participants. */
export function GroupCard({ dinnerId, group }: { dinnerId: string; group: MatchedGroupDto }) {
  const [changing, setChanging] = useState(false);
  const restaurant = group.restaurant;
  return (
    <article className="space-y-3 rounded-xl border border-stone-200 bg-white p-4" aria-label={`Group ${shortId(group.match_id)}`}>
      <header className="flex flex-wrap items-center gap-3">
        <span className="text-lg font-semibold">{scoreOutOf10(group.compatibility_score)}</span>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold">{statusLabel(group.status)}</span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{algorithmLabel(group.matching_algorithm)}</span>
        <span className="font-mono text-xs text-stone-500">Group {group.match_id}</span>
      </header>
      {restaurant ? (
        <div className="rounded-lg bg-stone-50 p-3 text-sm">
          <p className="font-semibold">{restaurant.name}</p>
          <p>
            {restaurant.address}, {restaurant.city}
          </p>
          <p>
            {restaurant.price_range} · {restaurant.avg_rating.toFixed(1)}/5 · {restaurant.cuisine_types.join(', ')}
          </p>
          <p>Dietary: {restaurant.dietary_accommodations.join(', ') || 'none listed'}</p>
          <p className="font-medium">Table {group.table_number}</p>
          <a
            className="mt-2 inline-block font-semibold text-brand-700 underline"
            href={mapSearchUrl(`${restaurant.name}, ${restaurant.address}, ${restaurant.city}`)}
            target="_blank"
            rel="noreferrer"
          >
            View on Map
          </a>
        </div>
      ) : (
        <p className="text-sm text-stone-600">No restaurant assigned yet.</p>
      )}
      <Button variant="secondary" onClick={() => setChanging((open) => !open)} aria-expanded={changing}>
        Change restaurant and table
      </Button>
      {changing && <RestaurantAssignmentPanel dinnerId={dinnerId} group={group} onDone={() => setChanging(false)} />}
      {group.match_reasoning && (
        <div className="text-sm">
          <p className="font-medium">{group.matching_algorithm === 'gemini_ai' ? 'AI Match Reasoning' : 'Match Reasoning'}</p>
          <p className="text-stone-700">{group.match_reasoning}</p>
        </div>
      )}
      <IcebreakerList
        items={group.icebreakers}
        heading="Icebreakers"
        note={group.icebreakers_source === 'gemini_ai' ? 'Written by Gemini at the reveal' : 'Drawn from the curated deck at the reveal'}
        className="rounded-lg bg-stone-50 p-3"
      />
      {group.rule_overrides.length > 0 && (
        <ul className="text-sm text-red-800" aria-label="Rule overrides">
          {group.rule_overrides.map((override, n) => (
            // One override records several breaks of one rule at one time (each pair of couples): the index tells them apart.
            <li key={`${override.at}-${n}`}>Override: {override.message}</li>
          ))}
        </ul>
      )}
      <ul className="space-y-2" aria-label="Participants">
        {group.participants.map((couple) => (
          <li key={couple.couple_id} className="rounded-lg border border-stone-100 p-3">
            <p className="font-medium">
              {couple.users.map((user) => `${user.first_name} ${user.last_name ?? ''}`.trim()).join(' & ')}{' '}
              <span className="text-xs text-emerald-700">{participationLabel(couple.participation_status)}</span>
            </p>
            <CoupleProfileSummary couple={couple} />
          </li>
        ))}
      </ul>
    </article>
  );
}
