import type { UnassignedGroupDto } from '../../../api/generated/model';
import { useT } from '../../../i18n/use-t';
import { useOptionLabel } from '../../../lib/couple-profile/option-labels';
import { coupleNames, shortId } from '../match-display';
import { groupName } from './keyboard-move';

/** A group without a restaurant: id, sizes, participants and what a restaurant would need to offer. */
export function UnassignedGroupCard({ group }: { group: UnassignedGroupDto }) {
  const t = useT();
  const optionLabel = useOptionLabel();
  const criteria = group.restaurant_criteria;
  const list = (values: string[]) => values.map(optionLabel).join(', ');
  /** At most 2 items, then '+more'. */
  const firstTwo = (values: string[]) =>
    values.length > 2 ? t('admin.results.unassigned.more', { items: list(values.slice(0, 2)) }) : list(values) || t('admin.results.unassigned.any');
  return (
    <article
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm"
      aria-label={t('admin.results.unassigned.label', { group: shortId(group.group_id) })}
    >
      <p className="font-semibold">{groupName(t, group.group_id)}</p>
      <p>{t('admin.results.unassigned.size', { count: group.group_size, party: group.party_size })}</p>
      <p className="text-stone-600">{group.reason}</p>
      <ul>
        {group.participants.map((couple) => (
          <li key={couple.couple_id}>
            {coupleNames(t, couple)} <span className="font-mono text-xs text-stone-500">{shortId(couple.couple_id)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 sm:grid-cols-2">
        <div>
          <dt className="mr-1 inline font-medium">{t('admin.results.unassigned.cuisines')}</dt>
          <dd className="inline">{firstTwo(criteria.cuisine_types)}</dd>
        </div>
        <div>
          <dt className="mr-1 inline font-medium">{t('admin.results.unassigned.price')}</dt>
          <dd className="inline">{list(criteria.price_range) || t('admin.results.unassigned.noPrice')}</dd>
        </div>
        <div>
          <dt className="mr-1 inline font-medium">{t('admin.results.unassigned.dietary')}</dt>
          <dd className="inline">{list(criteria.dietary_accommodations) || t('admin.results.unassigned.noDiet')}</dd>
        </div>
        <div>
          <dt className="mr-1 inline font-medium">{t('admin.results.unassigned.atmosphere')}</dt>
          <dd className="inline">{firstTwo(criteria.atmosphere)}</dd>
        </div>
      </dl>
    </article>
  );
}
