import { errorMessage } from '../../../api/api-error';
import { useGetCoupleCompatibility } from '../../../api/generated/admin/admin';
import { Dialog } from '../../../components/ui/dialog';
import { ageLabel, coupleNames, genderLabel, scoreOutOf10, shortId } from '../match-display';

/** The couple-detail dialog: the people and the compatibility analysis with each tablemate (score, breakdown by factor, reasons). */
export function CoupleDetailDialog({ dinnerId, coupleId, onClose }: { dinnerId: string; coupleId: string; onClose(): void }) {
  const analysis = useGetCoupleCompatibility(dinnerId, coupleId);
  const couple = analysis.data?.couple;
  return (
    <Dialog open onClose={onClose} title={couple ? `${coupleNames(couple)} (${shortId(coupleId)})` : 'Couple'}>
      {analysis.isPending && <p>Loading compatibility analysis...</p>}
      {analysis.isError && (
        <p role="alert" className="text-red-700">
          {errorMessage(analysis.error, 'Failed to load the compatibility analysis.')}
        </p>
      )}
      {couple && analysis.data && (
        <div className="max-h-[70vh] space-y-4 overflow-y-auto text-sm">
          <ul>
            {couple.users.map((user) => (
              <li key={user.email}>
                {user.first_name} {user.last_name} · {user.email} · {user.location ?? 'N/A'} · age {ageLabel(user.age)} · {genderLabel(user.gender)}
              </li>
            ))}
          </ul>
          <h3 className="font-semibold">Compatibility analysis{analysis.data.group_id ? '' : ' (best-suited couples: not in a group)'}</h3>
          {analysis.data.pairs.length === 0 && <p>No other couple to compare with.</p>}
          {analysis.data.pairs.map((pair) => (
            <section key={pair.other_couple.couple_id} className="rounded-lg border border-stone-200 p-3" aria-label={`With ${coupleNames(pair.other_couple)}`}>
              <p className="font-medium">
                With {coupleNames(pair.other_couple)}: {scoreOutOf10(pair.compatibility_score)}
              </p>
              <p className="text-stone-700">{pair.compatibility_reasoning}</p>
              <table className="mt-2 w-full text-left text-xs">
                <thead>
                  <tr>
                    <th>Factor</th>
                    <th>Weight</th>
                    <th>Similarity</th>
                    <th>Points</th>
                  </tr>
                </thead>
                <tbody>
                  {pair.breakdown.map((factor) => (
                    <tr key={factor.factor}>
                      <td>{factor.factor.replace(/_/g, ' ')}</td>
                      <td>{factor.weight}</td>
                      <td>{Math.round(factor.similarity * 100)}%</td>
                      <td>{factor.points.toFixed(1)}</td>
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
