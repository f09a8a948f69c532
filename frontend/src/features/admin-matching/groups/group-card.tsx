import { useState } from 'react';
import type { MatchedGroupDto } from '../../../api/generated/model';
import { IcebreakerList } from '../../../components/icebreaker-list';
import { Button } from '../../../components/ui/button';
import { mapSearchUrl } from '../../../lib/dinner-format';
import { dinnerStatusLabel } from '../../../components/admin/dinner-status-badge';
import { useWording } from '../../../i18n/use-t';
import { useOptionLabel } from '../../../lib/couple-profile/option-labels';
import { algorithmLabel, participationLabel, scoreOutOf10, shortId } from '../match-display';
import { CoupleProfileSummary } from './couple-profile-summary';
import { RestaurantAssignmentPanel } from './restaurant-assignment-panel';

/** One matched group: score /10, status, id, algorithm, restaurant and table (with the change control), reasoning, icebreakers, participants. */
export function GroupCard({ dinnerId, group }: { dinnerId: string; group: MatchedGroupDto }) {
  const wording = useWording();
  const { t, locale } = wording;
  const optionLabel = useOptionLabel();
  const [changing, setChanging] = useState(false);
  const restaurant = group.restaurant;
  return (
    <article className="space-y-3 rounded-xl border border-stone-200 bg-white p-4" aria-label={t('admin.groups.group', { id: shortId(group.match_id) })}>
      <header className="flex flex-wrap items-center gap-3">
        <span className="text-lg font-semibold">{scoreOutOf10(wording, group.compatibility_score)}</span>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold">{dinnerStatusLabel(t, group.status)}</span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{algorithmLabel(t, group.matching_algorithm)}</span>
        <span className="font-mono text-xs text-stone-500">{t('admin.groups.group', { id: group.match_id })}</span>
      </header>
      {restaurant ? (
        <div className="rounded-lg bg-stone-50 p-3 text-sm">
          <p className="font-semibold">{restaurant.name}</p>
          <p>{t('admin.groups.restaurant.place', { address: restaurant.address, city: restaurant.city })}</p>
          <p>
            {t('admin.groups.restaurant.facts', {
              price: restaurant.price_range,
              rating: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(restaurant.avg_rating),
              cuisines: restaurant.cuisine_types.map(optionLabel).join(', '),
            })}
          </p>
          <p>
            {restaurant.dietary_accommodations.length > 0
              ? t('admin.groups.restaurant.dietary', { diets: restaurant.dietary_accommodations.map(optionLabel).join(', ') })
              : t('admin.groups.restaurant.noDietary')}
          </p>
          <p className="font-medium">{t('admin.groups.table', { table: String(group.table_number) })}</p>
          <a
            className="mt-2 inline-block font-semibold text-brand-700 underline"
            href={mapSearchUrl(`${restaurant.name}, ${restaurant.address}, ${restaurant.city}`)}
            target="_blank"
            rel="noreferrer"
          >
            {t('admin.groups.viewOnMap')}
          </a>
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t('admin.groups.noRestaurant')}</p>
      )}
      <Button variant="secondary" onClick={() => setChanging((open) => !open)} aria-expanded={changing}>
        {t('admin.groups.change')}
      </Button>
      {changing && <RestaurantAssignmentPanel dinnerId={dinnerId} group={group} onDone={() => setChanging(false)} />}
      {group.match_reasoning && (
        <div className="text-sm">
          <p className="font-medium">{t(group.matching_algorithm === 'gemini_ai' ? 'admin.groups.aiReasoning' : 'admin.groups.reasoning')}</p>
          <p className="text-stone-700">{group.match_reasoning}</p>
        </div>
      )}
      <IcebreakerList
        items={group.icebreakers}
        heading={t('admin.groups.icebreakers')}
        note={t(group.icebreakers_source === 'gemini_ai' ? 'admin.groups.icebreakersByGemini' : 'admin.groups.icebreakersFromDeck')}
        className="rounded-lg bg-stone-50 p-3"
      />
      {group.rule_overrides.length > 0 && (
        <ul className="text-sm text-red-800" aria-label={t('admin.groups.overrides')}>
          {group.rule_overrides.map((override, n) => (
            // One override records several breaks of one rule at one time (each pair of couples): the index tells them apart.
            <li key={`${override.at}-${n}`}>{t('admin.groups.override', { message: override.message })}</li>
          ))}
        </ul>
      )}
      <ul className="space-y-2" aria-label={t('admin.groups.participants')}>
        {group.participants.map((couple) => (
          <li key={couple.couple_id} className="rounded-lg border border-stone-100 p-3">
            <p className="font-medium">
              <span className="mr-1">{couple.users.map((user) => `${user.first_name} ${user.last_name ?? ''}`.trim()).join(' & ')}</span>
              <span className="text-xs text-emerald-700">{participationLabel(t, couple.participation_status)}</span>
            </p>
            <CoupleProfileSummary couple={couple} />
          </li>
        ))}
      </ul>
    </article>
  );
}
