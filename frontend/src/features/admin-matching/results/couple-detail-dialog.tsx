import { errorMessage } from '../../../api/api-error';
import { useGetCoupleCompatibility } from '../../../api/generated/admin/admin';
import { Dialog } from '../../../components/ui/dialog';
import type { MessageId } from '../../../i18n/catalogues';
import { useWording, type Translate } from '../../../i18n/use-t';
import { useOptionLabel } from '../../../lib/couple-profile/option-labels';
import { ageLabel, coupleNames, genderLabel, scoreOutOf10, shortId } from '../match-display';

/** The compatibility factors of the server's breakdown (matching-parameters.ts FACTORS). */
const FACTORS: Record<string, MessageId> = {
  cuisine: 'admin.results.factor.cuisine',
  dining_vibe: 'admin.results.factor.dining_vibe',
  dietary: 'admin.results.factor.dietary',
  budget: 'admin.results.factor.budget',
  social_outings: 'admin.results.factor.social_outings',
  travel_destinations: 'admin.results.factor.travel_destinations',
  life_stage: 'admin.results.factor.life_stage',
  communication_style: 'admin.results.factor.communication_style',
  planning_style: 'admin.results.factor.planning_style',
  age: 'admin.results.factor.age',
  couple_type: 'admin.results.factor.couple_type',
  dining_frequency: 'admin.results.factor.dining_frequency',
};
/** A factor in words; one the screen does not know yet with spaces for underscores. */
const factorLabel = (t: Translate, factor: string) => (FACTORS[factor] ? t(FACTORS[factor]) : factor.replace(/_/g, ' '));

/** The couple-detail dialog: the people and the compatibility analysis with each tablemate (score, breakdown by factor, reasons). */
export function CoupleDetailDialog({ dinnerId, coupleId, onClose }: { dinnerId: string; coupleId: string; onClose(): void }) {
  const wording = useWording();
  const { t } = wording;
  const optionLabel = useOptionLabel();
  const analysis = useGetCoupleCompatibility(dinnerId, coupleId);
  const couple = analysis.data?.couple;
  return (
    <Dialog
      open
      onClose={onClose}
      title={couple ? t('admin.results.detail.title', { names: coupleNames(t, couple), id: shortId(coupleId) }) : t('admin.match.couple')}
    >
      {analysis.isPending && <p>{t('admin.results.detail.loading')}</p>}
      {analysis.isError && (
        <p role="alert" className="text-red-700">
          {errorMessage(analysis.error, t('admin.results.detail.loadFailed'))}
        </p>
      )}
      {couple && analysis.data && (
        <div className="max-h-[70vh] space-y-4 overflow-y-auto text-sm">
          <ul>
            {couple.users.map((user) => (
              <li key={user.email}>
                {t('admin.results.detail.person', {
                  firstName: user.first_name,
                  lastName: user.last_name,
                  email: user.email,
                  location: user.location ?? t('admin.match.notAvailable'),
                  age: ageLabel(t, user.age),
                  gender: optionLabel(genderLabel(t, user.gender)),
                })}
              </li>
            ))}
          </ul>
          <h3 className="font-semibold">{t(analysis.data.group_id ? 'admin.results.detail.analysis' : 'admin.results.detail.analysisUnmatched')}</h3>
          {analysis.data.pairs.length === 0 && <p>{t('admin.results.detail.noPairs')}</p>}
          {analysis.data.pairs.map((pair) => (
            <section
              key={pair.other_couple.couple_id}
              className="rounded-lg border border-stone-200 p-3"
              aria-label={t('admin.results.detail.with', { names: coupleNames(t, pair.other_couple) })}
            >
              <p className="font-medium">
                {t('admin.results.detail.withScore', { names: coupleNames(t, pair.other_couple), score: scoreOutOf10(wording, pair.compatibility_score) })}
              </p>
              <p className="text-stone-700">{pair.compatibility_reasoning}</p>
              <table className="mt-2 w-full text-left text-xs">
                <thead>
                  <tr>
                    <th>{t('admin.results.detail.column.factor')}</th>
                    <th>{t('admin.results.detail.column.weight')}</th>
                    <th>{t('admin.results.detail.column.similarity')}</th>
                    <th>{t('admin.results.detail.column.points')}</th>
                  </tr>
                </thead>
                <tbody>
                  {pair.breakdown.map((factor) => (
                    <tr key={factor.factor}>
                      <td>{factorLabel(t, factor.factor)}</td>
                      <td>{t('admin.results.detail.weight', { weight: factor.weight })}</td>
                      <td>{t('admin.figure.percent', { value: factor.similarity })}</td>
                      <td>{t('admin.results.detail.points', { points: factor.points })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {pair.reasons.length > 0 && (
                <ul className="mt-2 list-disc pl-5">
                  {pair.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </Dialog>
  );
}
