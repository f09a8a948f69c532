import type { UnassignedGroupDto } from '../../../api/generated/model';
import { coupleNames, shortId } from '../match-display';
import { countOf } from '../../../lib/plural';

/** At most 2 items, then '+more'. */
const firstTwo = (items: string[]) => (items.length > 2 ? `${items.slice(0, 2).join(', ')} +more` : items.join(', ') || 'Any');

/** A group without a restaurant: id, sizes, participants and what a restaurant would need to offer. */
export function UnassignedGroupCard({ group }: { group: UnassignedGroupDto }) {
  const criteria = group.restaurant_criteria;
  return (
    <article className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm" aria-label={`Unassigned group ${shortId(group.group_id)}`}>
      <p className="font-semibold">Group {shortId(group.group_id)}</p>
      <p>
        {countOf(group.group_size, 'couple')} · party of {group.party_size}
      </p>
      <p className="text-stone-600">{group.reason}</p>
      <ul>
        {group.participants.map((couple) => (
          <li key={couple.couple_id}>
            {coupleNames(couple)} <span className="font-mono text-xs text-stone-500">{shortId(couple.couple_id)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Cuisines: </dt>
          <dd className="inline">{firstTwo(criteria.cuisine_types)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Price range: </dt>
          <dd className="inline">{criteria.price_range.join(', ') || 'None acceptable to all'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Dietary: </dt>
          <dd className="inline">{criteria.dietary_accommodations.join(', ') || 'None'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Atmosphere: </dt>
          <dd className="inline">{firstTwo(criteria.atmosphere)}</dd>
        </div>
      </dl>
    </article>
  );
}
