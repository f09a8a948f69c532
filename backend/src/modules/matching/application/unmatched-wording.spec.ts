import { matchingMessages } from './matching-messages';
import { notPlacedText, recordedReasonText, unassignedReasonText, UnmatchedFacts, unmatchedReasonText, unmatchedRecord } from './unmatched-wording';

const en = matchingMessages.in('en');
const fr = matchingMessages.in('fr');
const place = 'Dublin, Ireland';

describe('the words of why a couple or a group is left out', () => {
  it('words every reason in English as the API always has', () => {
    const english: [UnmatchedFacts, string][] = [
      [{ kind: 'alone', place: 'Cork, Ireland' }, 'No other couple is booked in Cork, Ireland.'],
      [{ kind: 'too_few_couples', place, booked: 2, minimum: 3 }, 'Only 2 couples are booked in Dublin, Ireland; a group needs at least 3.'],
      [{ kind: 'no_restaurant', place }, 'No active restaurant with a table in Dublin, Ireland.'],
      [
        { kind: 'no_restaurant_for_needs', place },
        "No active restaurant in Dublin, Ireland serves this couple's dietary needs in their price range for a group.",
      ],
      [{ kind: 'age_preference' }, "Every other couple is ruled out by an age preference (theirs or this couple's)."],
      [{ kind: 'couple_type_preference' }, "Every other couple is ruled out by a couple-type preference (theirs or this couple's)."],
      [
        { kind: 'no_restaurant_for_pair', place },
        'No restaurant in Dublin, Ireland can host this couple with another couple (combined dietary needs, budget or party size).',
      ],
      [{ kind: 'hard_constraint' }, 'No group with room could take this couple without breaking a hard constraint.'],
      [{ kind: 'no_profile' }, 'This couple has no couple profile yet, so it cannot be matched.'],
      [{ kind: 'removed_by_admin' }, 'Removed from its group by an admin.'],
    ];
    for (const [facts, text] of english) expect(unmatchedReasonText(en, facts)).toBe(text);
    expect(notPlacedText(en)).toBe('Not placed in a group yet.');
    expect(unassignedReasonText(en, true)).toBe('Every suitable restaurant table is already taken.');
    expect(unassignedReasonText(en, false)).toBe("No active restaurant meets this group's criteria.");
  });

  it('words them in French, plurals included', () => {
    expect(unmatchedReasonText(fr, { kind: 'too_few_couples', place, booked: 2, minimum: 3 })).toBe(
      'Seuls 2 couples sont inscrits à Dublin, Ireland ; un groupe en demande au moins 3.',
    );
    expect(unmatchedReasonText(fr, { kind: 'too_few_couples', place, booked: 1, minimum: 2 })).toBe(
      'Un seul couple est inscrit à Dublin, Ireland ; un groupe en demande au moins 2.',
    );
    expect(unmatchedReasonText(fr, { kind: 'removed_by_admin' })).toBe('Retiré de son groupe par un administrateur.');
    expect(notPlacedText(fr)).toBe('Pas encore placé dans un groupe.');
    expect(unassignedReasonText(fr, true)).toBe('Toutes les tables de restaurant qui conviendraient sont déjà prises.');
  });

  it('records the English text beside the facts, and reads the English of a record without facts or of an unknown kind as it is', () => {
    expect(unmatchedRecord({ kind: 'alone', place })).toEqual({ reason: 'No other couple is booked in Dublin, Ireland.', facts: { kind: 'alone', place } });
    expect(recordedReasonText(fr, unmatchedRecord({ kind: 'alone', place }))).toBe('Aucun autre couple n’est inscrit à Dublin, Ireland.');
    expect(recordedReasonText(fr, { reason: 'Recorded before.', facts: null })).toBe('Recorded before.');
    expect(recordedReasonText(fr, { reason: 'A later kind.', facts: { kind: 'later' } as unknown as UnmatchedFacts })).toBe('A later kind.');
  });
});
