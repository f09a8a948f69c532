import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpHandler } from 'msw';
import {
  getAddCoupleMockHandler,
  getDeleteGroupMockHandler,
  getGetCoupleCompatibilityMockHandler,
  getGetDinnerAssignmentsMockHandler,
  getGetDinnerMatchesMockHandler,
  getGetDinnerMatchesResponseMock,
  getGetUnassignedGroupsMockHandler,
  getGetUnmatchedCouplesMockHandler,
  getMoveCoupleMockHandler,
  getPreviewAddCoupleMockHandler,
  getPreviewMoveCoupleMockHandler,
  getPreviewRemoveCoupleMockHandler,
  getRemoveCoupleMockHandler,
} from '../../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../../api/generated/auth/auth.msw';
import type {
  GroupChangePreviewDto,
  GroupChangeResultDto,
  GroupConsequenceDto,
  GroupRuleBreakDto,
  GroupScoreChangeDto,
  MatchedGroupDto,
  ParticipantCoupleDto,
  PersonDto,
} from '../../../api/generated/model';
import { onOperation, recordBodies, refusal, serveApi } from '../../../testing/api-server';
import { renderRoutes } from '../../../testing/render-routes';
import { AOIFE_IN_FRENCH } from '../../../testing/french';
import MatchResultsPage from './match-results-page';
import { MATCH_DINNER } from '../../../testing/match-dinner';

const DINNER = MATCH_DINNER.id;
const person = (first_name: string): PersonDto => ({
  first_name,
  last_name: 'Byrne',
  email: `${first_name.toLowerCase()}@example.ie`,
  location: 'Dublin, Ireland',
  date_of_birth: '1990-01-01',
  age: 36,
  gender: 'Female',
});
const generated = getGetDinnerMatchesResponseMock();
const couple = (id: string, a: string, b: string): ParticipantCoupleDto => ({
  ...generated.matches[0].participants[0],
  couple_id: id,
  users: [person(a), person(b)],
  user_one: person(a),
  user_two: person(b),
  participation_status: 'invited',
  booking_id: `b-${id}`,
  booking_date: '2026-11-01T10:00:00.000Z',
});
const group = (id: string, couples: ParticipantCoupleDto[], score: number): MatchedGroupDto => ({
  match_id: id,
  group_id: id,
  participants: couples,
  compatibility_score: score,
  status: 'matched',
  matching_algorithm: 'rules_based',
  match_reasoning: null,
  restaurant_id: null,
  restaurant: null,
  table_number: null,
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  rule_overrides: [],
  icebreakers: [],
  icebreakers_source: null,
});
const G1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const G2 = 'bbbbbbbb-0000-4000-8000-000000000002';
const C1 = 'c1c1c1c1-0000-4000-8000-000000000001';

/** The dinner: two groups, one unmatched couple and one group without a restaurant. */
const DINNER_HANDLERS: HttpHandler[] = [
  getGetDinnerMatchesMockHandler({
    dinner: MATCH_DINNER,
    matches: [
      group(G1, [couple(C1, 'Aoife', 'Cian'), couple('c2', 'Niamh', 'Darragh'), couple('c3', 'Orla', 'Fionn')], 71),
      group(G2, [couple('c4', 'Saoirse', 'Oisin'), couple('c5', 'Ciara', 'Conor')], 64),
    ],
    booked_couples: [],
    summary: { total_bookings: 6, matched_couples: 5, unmatched_couples: 1, groups_with_restaurants: 0, groups_without_restaurants: 2 },
  }),
  getGetDinnerAssignmentsMockHandler({
    dinner_id: DINNER,
    assignments: [
      { match_id: G1, participants: [couple(C1, 'Aoife', 'Cian')], restaurant: null, table_number: null },
      { match_id: G2, participants: [couple('c4', 'Saoirse', 'Oisin')], restaurant: null, table_number: null },
    ],
  }),
  getGetUnmatchedCouplesMockHandler({ unmatched_couples: [{ ...couple('c6', 'Roisin', 'Eoin'), reason: 'No group with room could take it.' }] }),
  getGetUnassignedGroupsMockHandler({
    unassigned_groups: [
      {
        group_id: G2,
        group_size: 2,
        party_size: 4,
        participants: [couple('c4', 'Saoirse', 'Oisin')],
        restaurant_criteria: { cuisine_types: ['Italian', 'Thai', 'Indian'], price_range: ['€€'], dietary_accommodations: ['Vegan'], atmosphere: ['Casual'] },
        reason: 'Every suitable restaurant table is already taken.',
      },
    ],
  }),
];

const preview = (review: Partial<GroupChangePreviewDto> = {}): GroupChangePreviewDto => ({ needs_override: false, breaks: [], consequences: [], ...review });
const saved = (message: string): GroupChangeResultDto => ({ success: true, message });

describe('/admin/dinners/{dinnerId}/matches', () => {
  const server = serveApi(...DINNER_HANDLERS);
  /** Adds the test's handlers; returns what the page sent, by path. */
  const api = (...handlers: HttpHandler[]) => {
    server.use(...handlers);
    return recordBodies(server);
  };
  const open = () => renderRoutes(`/admin/dinners/${DINNER}/matches`, { '/admin/dinners/:dinnerId/matches': <MatchResultsPage /> });

  it('shows the summary cards, groups and ids truncated to 8 characters', async () => {
    api();
    open();
    expect(await screen.findByText('Groups Formed')).toBeInTheDocument();
    expect(screen.getByText('Couples Matched').previousSibling).toHaveTextContent('5');
    expect(screen.getByText('Unmatched Couples').previousSibling).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Group aaaaaaaa' })).toBeInTheDocument();
    expect(screen.getByText('7.1/10')).toBeInTheDocument();
    expect(screen.getAllByText('c1c1c1c1').length).toBeGreaterThan(0);
  });

  it("moves a couple with its Move to select, which does not offer the couple's own group", async () => {
    const sent = api(getPreviewMoveCoupleMockHandler(preview()), getMoveCoupleMockHandler(saved('Couple moved.')));
    open();
    const select = await screen.findByRole('combobox', { name: 'Move Aoife & Cian to' });
    expect(within(select).queryByRole('option', { name: /aaaaaaaa/ })).toBeNull();
    await userEvent.selectOptions(select, G2);
    await vi.waitFor(async () =>
      expect(await sent(`/api/admin/dinners/${DINNER}/groups/move-couple`)).toEqual([{ coupleId: C1, fromGroupId: G1, toGroupId: G2, override: false }]),
    );
  });

  it('lists every broken rule and what happens to tables before the override, and sends it only once confirmed', async () => {
    const breaks: GroupRuleBreakDto[] = [
      { group_id: G1, rule: 'group_size', message: 'Group size: a group needs 2 to 4 couples; this change leaves 1.' },
      {
        group_id: G2,
        rule: 'couple_type_preference',
        message: 'Couple-type preference: Aoife & Cian (c1c1c1c1) and Saoirse & Oisin (c4) rule each other out by their couple-type preference.',
      },
      { group_id: G2, rule: 'party_size', message: "Party size: 8 people exceed Chez Nous's maximum of 6." },
    ];
    const consequences: GroupConsequenceDto[] = [
      { group_id: G1, kind: 'below_minimum', message: 'Group aaaaaaaa is left with 1 couple (minimum 2), still holding Chez Nous, table 1.' },
      { group_id: G2, kind: 'restaurant_unassigned', message: 'Group bbbbbbbb loses Chez Nous, table 2 and needs a restaurant again.' },
    ];
    const sent = api(
      getPreviewMoveCoupleMockHandler(preview({ needs_override: true, breaks, consequences })),
      getMoveCoupleMockHandler(saved('Couple moved.')),
    );
    open();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Move Aoife & Cian to' }), G2);
    const dialog = await screen.findByRole('dialog', { name: 'This change breaks 3 rules' });
    expect(
      within(within(dialog).getByRole('region', { name: 'Broken rules' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(breaks.map((b) => b.message));
    expect(
      within(within(dialog).getByRole('region', { name: 'What happens' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(consequences.map((c) => c.message));
    expect(await sent(`/api/admin/dinners/${DINNER}/groups/move-couple`)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override and continue' }));
    await vi.waitFor(async () =>
      expect(await sent(`/api/admin/dinners/${DINNER}/groups/move-couple`)).toEqual([{ coupleId: C1, fromGroupId: G1, toGroupId: G2, override: true }]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the rules a change began to break after its preview, from the refusal', async () => {
    let calls = 0;
    const sent = api(
      getPreviewMoveCoupleMockHandler(preview()),
      onOperation(getMoveCoupleMockHandler, () =>
        calls++ === 0
          ? refusal(
              { statusCode: 409, error: 'Conflict', code: 'MATCHING.RULE_BROKEN', message: 'Age preference: …' },
              {
                rules: ['age_preference'],
                breaks: [
                  {
                    group_id: G2,
                    rule: 'age_preference',
                    message: "Age preference: Aoife & Cian and Saoirse & Oisin are outside each other's accepted age range.",
                  },
                ],
                consequences: [],
              },
            )
          : HttpResponse.json(saved('Couple moved.')),
      ),
    );
    open();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Move Aoife & Cian to' }), G2);
    const dialog = await screen.findByRole('dialog', { name: 'This change breaks 1 rule' });
    expect(within(dialog).getByText(/^Age preference: /)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override and continue' }));
    await vi.waitFor(async () =>
      expect((await sent(`/api/admin/dinners/${DINNER}/groups/move-couple`)).map((b) => (b as { override: boolean }).override)).toEqual([false, true]),
    );
  });

  it('asks "Tell the couples?" before changing a revealed dinner, with the server\'s message, and confirms with the override kept', async () => {
    const message =
      'This dinner is already revealed to its couples: this change to groups aaaaaaaa and bbbbbbbb emails 5 paid couples (10 people), each told what changed for them. Confirm to go ahead.';
    const sent = api(
      getPreviewMoveCoupleMockHandler(
        preview({
          needs_override: true,
          breaks: [{ group_id: G2, rule: 'group_size', message: 'Group size: a group needs 2 to 3 couples; this change makes 4.' }],
        }),
      ),
      onOperation(getMoveCoupleMockHandler, async ({ request }) =>
        ((await request.json()) as { confirm_changes?: boolean }).confirm_changes
          ? HttpResponse.json(saved('Couple moved.'))
          : refusal({ statusCode: 409, error: 'Conflict', code: 'MATCHING.CONFIRM_CHANGE', message }),
      ),
    );
    open();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Move Aoife & Cian to' }), G2);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'This change breaks 1 rule' })).getByRole('button', { name: 'Override and continue' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tell the couples?' });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(await sent(`/api/admin/dinners/${DINNER}/groups/move-couple`)).toEqual([{ coupleId: C1, fromGroupId: G1, toGroupId: G2, override: true }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and tell them' }));
    await vi.waitFor(async () =>
      expect((await sent(`/api/admin/dinners/${DINNER}/groups/move-couple`))[1]).toEqual({
        coupleId: C1,
        fromGroupId: G1,
        toGroupId: G2,
        override: true,
        confirm_changes: true,
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes nothing when the admin backs out of "Tell the couples?"', async () => {
    const sent = api(
      getPreviewMoveCoupleMockHandler(preview()),
      onOperation(getMoveCoupleMockHandler, () =>
        refusal({
          statusCode: 409,
          error: 'Conflict',
          code: 'MATCHING.CONFIRM_CHANGE',
          message: 'This dinner is already revealed to its couples: … Confirm to go ahead.',
        }),
      ),
    );
    open();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Move Aoife & Cian to' }), G2);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Tell the couples?' })).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sent(`/api/admin/dinners/${DINNER}/groups/move-couple`)).toEqual([{ coupleId: C1, fromGroupId: G1, toGroupId: G2, override: false }]);
  });

  describe('keyboard moves, their words, previews and Undo', () => {
    const MOVE = `/api/admin/dinners/${DINNER}/groups/move-couple`;
    const scores: GroupScoreChangeDto[] = [
      { group_id: G1, before: 71, after: 50 },
      { group_id: G2, before: 64, after: 69 },
    ];
    const announcer = () => screen.getByTestId('move-announcer');
    const pickUp = async () => {
      const handle = await screen.findByRole('button', { name: 'Move Aoife & Cian' });
      handle.focus();
      await userEvent.keyboard(' ');
      return handle;
    };

    it('steps from group to group with the arrows, says each step in names, previews the new scores, and moves only on the drop', async () => {
      const sent = api(
        getPreviewMoveCoupleMockHandler(preview({ needs_override: false, breaks: [], consequences: [], scores })),
        getPreviewRemoveCoupleMockHandler(
          preview({
            consequences: [{ group_id: G1, kind: 'couple_unmatched', message: 'Aoife & Cian becomes unmatched.' }],
            scores: [{ group_id: G1, before: 71, after: 80 }],
          }),
        ),
        getMoveCoupleMockHandler(saved('Couple moved.')),
      );
      open();
      const handle = await pickUp();
      expect(announcer()).toHaveTextContent('Picked up Aoife & Cian from Group aaaaaaaa.');
      expect(handle).toHaveAttribute('aria-pressed', 'true');
      await userEvent.keyboard('{ArrowDown}');
      expect(announcer()).toHaveTextContent('Aoife & Cian is over Group bbbbbbbb.');
      const groupB = screen.getByRole('region', { name: 'Group bbbbbbbb' });
      expect(await within(groupB).findByRole('status')).toHaveTextContent(
        'If dropped here: New scores: Group aaaaaaaa 7.1/10 → 5.0/10; Group bbbbbbbb 6.4/10 → 6.9/10. Breaks no rule.',
      );
      await userEvent.keyboard('{ArrowRight}');
      expect(announcer()).toHaveTextContent('Aoife & Cian is over Unmatched couples.');
      expect(await within(screen.getByRole('region', { name: 'Unmatched couples' })).findByRole('status')).toHaveTextContent(
        'If dropped here: New scores: Group aaaaaaaa 7.1/10 → 8.0/10. Breaks no rule.',
      );
      expect(within(groupB).queryByRole('status')).toBeNull();
      await userEvent.keyboard('{ArrowUp}');
      expect(announcer()).toHaveTextContent('Aoife & Cian is over Group bbbbbbbb.');
      expect(await sent(MOVE)).toEqual([]);
      await userEvent.keyboard('{Enter}');
      expect(announcer()).toHaveTextContent('Dropped Aoife & Cian into Group bbbbbbbb.');
      await vi.waitFor(async () => expect(await sent(MOVE)).toEqual([{ coupleId: C1, fromGroupId: G1, toGroupId: G2, override: false }]));
    });

    it('cancels with Escape, and a drop back on its own group changes nothing', async () => {
      const sent = api(getPreviewMoveCoupleMockHandler(preview({ needs_override: false, breaks: [], consequences: [], scores })));
      open();
      await pickUp();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Escape}');
      expect(announcer()).toHaveTextContent('Move cancelled. Aoife & Cian stays in Group aaaaaaaa.');
      expect(screen.getByRole('button', { name: 'Move Aoife & Cian' })).toHaveAttribute('aria-pressed', 'false');
      await pickUp();
      await userEvent.keyboard('{Enter}');
      expect(announcer()).toHaveTextContent('Aoife & Cian was dropped back into Group aaaaaaaa; nothing changed.');
      expect(await sent(MOVE)).toEqual([]);
    });

    it('shows the new scores in the confirm step', async () => {
      api(
        getPreviewMoveCoupleMockHandler(
          preview({
            needs_override: true,
            breaks: [{ group_id: G2, rule: 'party_size', message: "Party size: 8 people exceed Chez Nous's maximum of 6." }],
            scores,
          }),
        ),
      );
      open();
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Move Aoife & Cian to' }), G2);
      const dialog = await screen.findByRole('dialog', { name: 'This change breaks 1 rule' });
      expect(within(dialog).getByTestId('new-scores')).toHaveTextContent('New scores: Group aaaaaaaa 7.1/10 → 5.0/10; Group bbbbbbbb 6.4/10 → 6.9/10');
    });

    it('offers Undo once a move is saved, and Undo moves the couple back through the same preview and override', async () => {
      const previews: unknown[] = [];
      const sent = api(
        getPreviewMoveCoupleMockHandler(async ({ request }) => {
          const body = (await request.json()) as { fromGroupId: string };
          previews.push(body);
          return body.fromGroupId === G1
            ? preview({ scores })
            : preview({
                needs_override: true,
                breaks: [{ group_id: G1, rule: 'group_size', message: 'Group size: a group needs 2 to 3 couples; this change makes 4.' }],
              });
        }),
        getMoveCoupleMockHandler(saved('Couple moved.')),
      );
      open();
      await pickUp();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      const undo = await screen.findByRole('button', { name: 'Undo' });
      expect(screen.getByText('Aoife & Cian moved to Group bbbbbbbb.')).toBeInTheDocument();
      await vi.waitFor(() => expect(undo).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'This change breaks 1 rule' })).getByRole('button', { name: 'Override and continue' }),
      );
      await vi.waitFor(async () =>
        expect(await sent(MOVE)).toEqual([
          { coupleId: C1, fromGroupId: G1, toGroupId: G2, override: false },
          { coupleId: C1, fromGroupId: G2, toGroupId: G1, override: true },
        ]),
      );
      expect(previews.at(-1)).toEqual({ coupleId: C1, fromGroupId: G2, toGroupId: G1 });
      await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
    });

    it('offers no Undo when the move deleted the group the couple left', async () => {
      api(
        getPreviewMoveCoupleMockHandler(
          preview({ consequences: [{ group_id: G1, kind: 'group_deleted', message: 'Group aaaaaaaa has no couple left and is deleted.' }], scores: [] }),
        ),
        getMoveCoupleMockHandler(saved('Couple moved.')),
      );
      open();
      await pickUp();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm this change' })).getByRole('button', { name: 'Make this change' }));
      expect(
        await screen.findByText('Aoife & Cian moved to Group bbbbbbbb. Its group had no couple left and was deleted, so this move cannot be undone.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    });

    it('undoes taking a couple out of its group by adding it back', async () => {
      const sent = api(
        // Passing over Group bbbbbbbb previews that move on the way.
        getPreviewMoveCoupleMockHandler(preview()),
        getPreviewRemoveCoupleMockHandler(preview({ needs_override: false, breaks: [], consequences: [], scores: [] })),
        getRemoveCoupleMockHandler(saved('Couple removed from the group.')),
        getPreviewAddCoupleMockHandler(preview({ needs_override: false, breaks: [], consequences: [], scores: [] })),
        getAddCoupleMockHandler(saved('Couple added to the group.')),
      );
      open();
      await pickUp();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
      await vi.waitFor(async () =>
        expect(await sent(`/api/admin/dinners/${DINNER}/groups/add-couple`)).toEqual([{ coupleId: C1, groupId: G1, override: false }]),
      );
      expect(await sent(`/api/admin/dinners/${DINNER}/groups/remove-couple`)).toEqual([{ coupleId: C1, groupId: G1, override: false }]);
    });
  });

  it('deletes a group after the confirmation', async () => {
    const deleted: string[] = [];
    api(
      getDeleteGroupMockHandler(({ params }) => {
        deleted.push(String(params.groupId));
        return saved('Group deleted.');
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete group bbbbbbbb' }));
    expect(screen.getByText('All couples in this group will become unmatched... This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    await vi.waitFor(() => expect(deleted).toEqual([G2]));
  });

  it('shows unassigned groups with two cuisines then +more', async () => {
    api();
    open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Unassigned Groups' }));
    expect(await screen.findByText('Italian, Thai +more')).toBeInTheDocument();
    expect(screen.getByText('Every suitable restaurant table is already taken.')).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: the page, a move with its scores, the tables, a couple and a refusal', async () => {
    api(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getPreviewMoveCoupleMockHandler(
        preview({
          needs_override: true,
          breaks: [{ group_id: G2, rule: 'party_size', message: "Party size: 8 people exceed Chez Nous's maximum of 6." }],
          scores: [
            { group_id: G1, before: 71, after: 50 },
            { group_id: G2, before: 64, after: 69 },
          ],
        }),
      ),
      getMoveCoupleMockHandler(saved('Couple moved.')),
      onOperation(getDeleteGroupMockHandler, () => refusal({ statusCode: 409, error: 'Conflict', message: 'Le groupe a changé entre-temps.' })),
      getGetCoupleCompatibilityMockHandler({
        couple: couple(C1, 'Aoife', 'Cian'),
        group_id: G1,
        pairs: [
          {
            other_couple: couple('c2', 'Niamh', 'Darragh'),
            compatibility_score: 74,
            compatibility_reasoning: 'Both enjoy Thai food.',
            reasons: [],
            breakdown: [{ factor: 'communication_style', weight: 10, similarity: 0.85, points: 12.5 }],
          },
        ],
      }),
    );
    open();
    expect(await screen.findByRole('heading', { name: 'Résultats de l’appariement : Dublin, Ireland - 27 nov. 2026, 19:30' })).toBeInTheDocument();
    expect(screen.getByText('Groupes formés')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Groupes sans restaurant' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Groupe aaaaaaaa' })).getByText('7,1/10')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Groupe aaaaaaaa' })).getByText('Par règles')).toBeInTheDocument();
    expect(within(await screen.findByRole('article', { name: 'Sans restaurant' })).getByText('Groupe aaaaaaaa · 1 couple : Aoife & Cian')).toBeInTheDocument();

    const handle = screen.getByRole('button', { name: 'Déplacer Aoife & Cian' });
    expect(handle).toHaveAttribute('aria-roledescription', 'déplaçable');
    handle.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('move-announcer')).toHaveTextContent('Le couple Aoife & Cian a été saisi dans le groupe aaaaaaaa.');
    await userEvent.keyboard('{Escape}');

    const select = screen.getByRole('combobox', { name: 'Déplacer Aoife & Cian vers' });
    expect(within(select).getByRole('option', { name: 'Groupe bbbbbbbb (2 couples)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, G2);
    const dialog = await screen.findByRole('dialog', { name: 'Ce changement enfreint 1 règle' });
    expect(within(dialog).getByTestId('new-scores')).toHaveTextContent('Nouveaux scores : Groupe aaaaaaaa 7,1/10 → 5,0/10 ; Groupe bbbbbbbb 6,4/10 → 6,9/10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Passer outre et continuer' }));
    expect(await screen.findByText('Le couple Aoife & Cian a été déplacé vers le groupe bbbbbbbb.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aoife & Cian' }));
    const detail = within(await screen.findByRole('dialog', { name: 'Aoife & Cian (c1c1c1c1)' }));
    expect(await detail.findByText('Avec Niamh & Darragh : 7,4/10')).toBeInTheDocument();
    expect(detail.getByText('Aoife Byrne · aoife@example.ie · Dublin, Ireland · âge : 36 · Femme')).toBeInTheDocument();
    // French puts a no-break space before the per cent sign (narrow or not, by the ICU's version).
    expect(detail.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['style de communication', '10', expect.stringMatching(/^85\s%$/), '12,5']);
    await userEvent.click(detail.getByRole('button', { name: 'Fermer' }));

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le groupe bbbbbbbb' }));
    const deleting = within(screen.getByRole('dialog', { name: 'Supprimer le groupe ?' }));
    expect(deleting.getByText('Tous les couples de ce groupe se retrouveront sans groupe... Cette action est irréversible.')).toBeInTheDocument();
    await userEvent.click(deleting.getByRole('button', { name: 'Supprimer le groupe' }));
    expect(await screen.findByText('Impossible de supprimer le groupe')).toBeInTheDocument();
    expect(screen.getByText('Le groupe a changé entre-temps.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Groupes sans restaurant' }));
    const unassigned = within(await screen.findByRole('article', { name: 'Groupe sans restaurant bbbbbbbb' }));
    expect(unassigned.getByText('2 couples · 4 convives')).toBeInTheDocument();
    expect(unassigned.getByText('Italienne, Thaïlandaise, etc.')).toBeInTheDocument();
    expect(unassigned.getByText('Végan')).toBeInTheDocument();
  });

  it('says when the dinner id is missing', async () => {
    renderRoutes('/admin/dinners//matches', { '/admin/dinners//matches': <MatchResultsPage /> });
    expect(await screen.findByText('No Dinner ID provided in the URL.')).toBeInTheDocument();
  });
});
