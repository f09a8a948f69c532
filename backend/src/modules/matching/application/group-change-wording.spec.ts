import { ChangeFindings } from './group-change-review';
import { refusalText, ruleBreakText, servingProblemText, wordReview } from './group-change-wording';
import { matchingMessages } from './matching-messages';

const en = matchingMessages.in('en');
const fr = matchingMessages.in('fr');
const label = (id: string) => `Couple ${id}`;
const GROUP = '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f';
const chezNous = { restaurant: 'Chez Nous', table: 2 };

/** A move that leaves one group with one couple at its table and takes another's restaurant away for its party size. */
const move: ChangeFindings = {
  breaks: [
    { rule: 'group_size', minimum: 2, maximum: 4, couples: 1, groupId: GROUP },
    {
      rule: 'party_size',
      problem: { term: 'party_size', restaurant: 'Chez Nous', people: 8, maximum: 6 },
      keeps: null,
      groupId: GROUP,
    },
  ],
  consequences: [
    { kind: 'below_minimum', groupId: GROUP, couples: 1, minimum: 2, holding: chezNous },
    { kind: 'below_minimum', groupId: null, couples: 2, minimum: 3, holding: null },
    { kind: 'restaurant_unassigned', groupId: GROUP, lost: chezNous },
    { kind: 'couple_unmatched', groupId: GROUP, coupleId: 'a' },
  ],
};

describe("the words of a change to a dinner's groups", () => {
  it('words the rules in English as the API always has', () => {
    expect(ruleBreakText(en, { rule: 'group_size', minimum: 2, maximum: 4, couples: 1 }, label)).toBe(
      'Group size: a group needs 2 to 4 couples; this change leaves 1.',
    );
    expect(ruleBreakText(en, { rule: 'age_preference', pair: ['old', 'a'] }, label)).toBe(
      "Age preference: Couple old and Couple a are outside each other's accepted age range.",
    );
    expect(ruleBreakText(en, { rule: 'couple_type_preference', pair: ['sim', 'w'] }, label)).toBe(
      'Couple-type preference: Couple sim and Couple w rule each other out by their couple-type preference.',
    );
    expect(ruleBreakText(en, { rule: 'no_restaurant' }, label)).toBe(
      "Restaurant availability: no active restaurant of the city serves this group's dietary needs, price range and party size.",
    );
    expect(ruleBreakText(en, { rule: 'reported_pair', pair: ['a', 'b'] }, label)).toBe(
      'Safety report: Couple a and Couple b: one couple reported the other after a dinner they shared.',
    );
    const repeat = (windowDinners: number) => ruleBreakText(en, { rule: 'repeat_pair', pair: ['a', 'b'], windowDinners }, label);
    expect(repeat(0)).toBe('New faces: Couple a and Couple b shared a table within their dining history (novelty_window_dinners: 0).');
    expect(repeat(1)).toBe("New faces: Couple a and Couple b shared a table within either couple's last 1 dinner (novelty_window_dinners).");
    expect(repeat(1000)).toBe("New faces: Couple a and Couple b shared a table within either couple's last 1000 dinners (novelty_window_dinners).");
  });

  it('words the review and the refusal in English, one couple and two couples', () => {
    const review = wordReview(en, move, label);
    expect(review.breaks).toEqual([
      { rule: 'group_size', groupId: GROUP, message: 'Group size: a group needs 2 to 4 couples; this change leaves 1.' },
      { rule: 'party_size', groupId: GROUP, message: "Party size: 8 people exceed Chez Nous's maximum of 6." },
    ]);
    expect(review.consequences.map((c) => c.message)).toEqual([
      'Group 9b2f6c1e is left with 1 couple (minimum 2), still holding Chez Nous, table 2.',
      'The new group is left with 2 couples (minimum 3), without a restaurant.',
      'Group 9b2f6c1e loses Chez Nous, table 2 and needs a restaurant again.',
      'Couple a becomes unmatched.',
    ]);
    expect(refusalText(en, review)).toBe(
      "Group size: a group needs 2 to 4 couples; this change leaves 1. Party size: 8 people exceed Chez Nous's maximum of 6. Confirm the override to make this change anyway.",
    );
  });

  it('words the review and the refusal in French, one couple and two couples', () => {
    const review = wordReview(fr, move, label);
    expect(review.breaks.map((b) => b.message)).toEqual([
      'Taille du groupe : un groupe compte de 2 à 4 couples ; ce changement en laisse 1.',
      'Taille de table : Chez Nous accueille au plus 6 personnes par table, ce groupe en compte 8.',
    ]);
    expect(review.consequences.map((c) => c.message)).toEqual([
      'Le groupe 9b2f6c1e n’a plus qu’un couple (minimum 2) et occupe toujours Chez Nous, table 2.',
      'Le nouveau groupe n’a plus que 2 couples (minimum 3) et n’a pas de restaurant.',
      'Le groupe 9b2f6c1e perd Chez Nous, table 2 et a de nouveau besoin d’un restaurant.',
      'Couple a se retrouve sans groupe.',
    ]);
    expect(refusalText(fr, review)).toBe(`${review.breaks.map((b) => b.message).join(' ')} Confirmez la dérogation pour faire ce changement malgré tout.`);
    // The structured fields stay as they are in every language.
    expect(review.breaks.map((b) => [b.rule, b.groupId])).toEqual(wordReview(en, move, label).breaks.map((b) => [b.rule, b.groupId]));
  });

  it('words the rules a pair breaks in French', () => {
    expect(ruleBreakText(fr, { rule: 'age_preference', pair: ['old', 'a'] }, label)).toBe(
      'Préférence d’âge : Couple old et Couple a sont hors de la tranche d’âge que l’autre accepte.',
    );
    expect(ruleBreakText(fr, { rule: 'repeat_pair', pair: ['a', 'b'], windowDinners: 3 }, label)).toBe(
      'Nouveaux visages : Couple a et Couple b ont déjà partagé une table lors des 3 derniers dîners de l’un des deux couples (novelty_window_dinners).',
    );
  });

  it('words a group that is deleted, and a revealed group that keeps its table, in both languages', () => {
    const findings: ChangeFindings = {
      breaks: [{ rule: 'restaurant_fit', problem: { term: 'dietary', restaurant: 'Chez Nous', missing: ['Vegan', 'Halal'] }, keeps: chezNous, groupId: GROUP }],
      consequences: [{ kind: 'group_deleted', groupId: GROUP, freed: { restaurant: null, table: 1 } }],
    };
    expect(wordReview(en, findings, label)).toEqual({
      breaks: [
        {
          rule: 'restaurant_fit',
          groupId: GROUP,
          message:
            'Dietary needs: Chez Nous does not offer Vegan, Halal. Group 9b2f6c1e keeps Chez Nous, table 2: its couples were told where they dine, and the restaurant is asked for the new party.',
        },
      ],
      consequences: [{ kind: 'group_deleted', groupId: GROUP, message: 'Group 9b2f6c1e has no couple left and is deleted; its restaurant, table 1 is freed.' }],
    });
    const french = wordReview(fr, findings, label);
    expect(french.breaks[0].message).toBe(
      'Régimes alimentaires : Chez Nous ne prend pas en charge Vegan, Halal. Le groupe 9b2f6c1e garde Chez Nous, table 2 : ses couples savent déjà où ils dînent, et le restaurant est sollicité pour la nouvelle tablée.',
    );
    expect(french.consequences[0].message).toBe('Le groupe 9b2f6c1e n’a plus aucun couple et est supprimé, ce qui libère son restaurant, table 1.');
  });

  it('words why a restaurant cannot take a group', () => {
    expect(servingProblemText(en, { term: 'tables', restaurant: 'Chez Nous' })).toBe('Tables: every table of Chez Nous is taken that night.');
    expect(servingProblemText(fr, { term: 'tables', restaurant: 'Chez Nous' })).toBe('Tables : toutes les tables de Chez Nous sont prises ce soir-là.');
    expect(servingProblemText(fr, { term: 'price_range', priceRange: '€€€' })).toBe('Gamme de prix : €€€ ne convient pas à tous les couples.');
  });
});
