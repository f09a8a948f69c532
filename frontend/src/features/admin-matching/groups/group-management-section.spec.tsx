import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type HttpHandler } from 'msw';
import {
  getGetDinnerMatchesMockHandler,
  getGetDinnerMatchesResponseMock,
  getGetDinnersForManagementMockHandler,
  getGetRestaurantOptionsMockHandler,
  getGetUnmatchedCouplesMockHandler,
  getSuggestRestaurantMockHandler,
  getUpdateDinnerMatchMockHandler,
} from '../../../api/generated/admin/admin.msw';
import type {
  DinnerMatchAssignmentDto,
  GroupChangeResultDto,
  MatchedGroupDto,
  ParticipantCoupleDto,
  PersonDto,
  RestaurantSuggestionDto,
} from '../../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../../testing/api-server';
import { renderRoutes } from '../../../testing/render-routes';
import { DUBLIN_TO_FILTER_BY } from '../../../testing/cities';
import GroupManagementSection from './group-management-section';
import { MATCH_DINNER } from '../../../testing/match-dinner';
import { getGetMeMockHandler } from '../../../api/generated/auth/auth.msw';
import { AOIFE_IN_FRENCH } from '../../../testing/french';

const DINNER = MATCH_DINNER.id;
const G1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const R1 = 'bbbbbbbb-0000-4000-8000-000000000001';
const generated = getGetDinnerMatchesResponseMock();
const person = (first_name: string): PersonDto => ({
  first_name,
  last_name: 'Byrne',
  email: `${first_name.toLowerCase()}@example.ie`,
  location: null,
  date_of_birth: null,
  age: null,
  gender: null,
});
const couple = (id: string): ParticipantCoupleDto => ({
  ...generated.matches[0].participants[0],
  couple_id: id,
  users: [person('Aoife'), person('Cian')],
  participation_status: 'invited',
  booking_id: 'b',
  booking_date: '2026-11-01T10:00:00.000Z',
});
const restaurant = {
  id: R1,
  name: 'Trattoria Liffey',
  address: '3 Ormond Quay Upper',
  city: 'Dublin',
  country: 'Ireland',
  price_range: '€€',
  avg_rating: 4.4,
  cuisine_types: ['Italian'],
  dietary_accommodations: ['Vegan'],
  dining_vibe_tags: [],
  max_party_size: 10,
  tables_per_night: 4,
  is_active: true,
};
const group: MatchedGroupDto = {
  match_id: G1,
  group_id: G1,
  participants: [couple('c1'), couple('c2')],
  compatibility_score: 73,
  status: 'restaurant_assigned',
  matching_algorithm: 'gemini_ai',
  match_reasoning: 'All enjoy Italian food.',
  restaurant_id: R1,
  restaurant,
  table_number: 2,
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  rule_overrides: [],
  icebreakers: ['Where did you have the best Italian meal of your lives?', 'What is a small thing that made your week?', 'How did the two of you meet?'],
  icebreakers_source: 'deck',
};

/** The dinner's match results holding `matches`. */
const dinnerMatches = (matches: MatchedGroupDto[]) => ({
  dinner: MATCH_DINNER,
  matches,
  booked_couples: [],
  summary: { total_bookings: 2, matched_couples: 2, unmatched_couples: 0, groups_with_restaurants: 1, groups_without_restaurants: 0 },
});

/** The dinner, its one group and the restaurants that group may get. */
const DINNER_HANDLERS: HttpHandler[] = [
  getGetDinnersForManagementMockHandler({
    dinners: [{ id: DINNER, city: 'Dublin', country: 'Ireland', event_date: '2026-11-27T19:30:00.000Z', status: 'matched', time_zone: 'Europe/Dublin' }],
  }),
  getGetDinnerMatchesMockHandler(dinnerMatches([group])),
  getGetUnmatchedCouplesMockHandler({ unmatched_couples: [] }),
  getGetRestaurantOptionsMockHandler({
    options: [
      { restaurant_id: R1, name: 'Trattoria Liffey', unavailable_reason: null, free_tables: [1, 3], fit: 80 },
      { restaurant_id: 'r2', name: 'The Gilded Fork', unavailable_reason: 'Price range: not every couple accepts €€€€.', free_tables: [1], fit: 60 },
    ],
  }),
];

/** The assignments the panel saved, in order, each answered by `answer`. */
function recordAssignments(answer: (body: DinnerMatchAssignmentDto) => Response) {
  const sent: DinnerMatchAssignmentDto[] = [];
  const handler = onOperation(getUpdateDinnerMatchMockHandler, async ({ request }) => {
    const body = (await request.json()) as DinnerMatchAssignmentDto;
    sent.push(body);
    return answer(body);
  });
  return { sent, handler };
}
const saved = (message: string): GroupChangeResultDto => ({ success: true, message });
const suggestion = (overrides: Partial<RestaurantSuggestionDto>): RestaurantSuggestionDto => ({
  suggestedRestaurantId: R1,
  restaurant_name: 'Trattoria Liffey',
  table_number: 3,
  source: 'gemini_ai',
  reasoning: 'Italian lovers.',
  fallback_reason: null,
  ...overrides,
});

describe('Group & Restaurant Management', () => {
  const server = serveApi(...DINNER_HANDLERS, DUBLIN_TO_FILTER_BY);
  const open = async () => {
    renderRoutes('/', { '/': <GroupManagementSection /> });
    await screen.findByRole('option', { name: /^Dublin, Ireland/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dinner' }), DINNER);
  };

  it('says what choosing a dinner shows until one is chosen', async () => {
    await open();
    expect(screen.queryByText(/^Choose a dinner to see its groups/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dinner' }), '');
    expect(screen.getByText('Choose a dinner to see its groups with their restaurants and tables, and the couples still to seat.')).toBeInTheDocument();
  });

  it("asks the server for one city's dinners once a city is chosen, and forgets the dinner chosen", async () => {
    const asked: string[] = [];
    server.use(
      getGetDinnersForManagementMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return {
          dinners: [{ id: DINNER, city: 'Dublin', country: 'Ireland', event_date: '2026-11-27T19:30:00.000Z', status: 'matched', time_zone: 'Europe/Dublin' }],
        };
      }),
    );
    await open();
    await vi.waitFor(() => expect(within(screen.getByLabelText('City')).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Dublin');
    await vi.waitFor(() => expect(asked).toEqual(['', '?city=Dublin']));
    expect(screen.getByRole('combobox', { name: 'Dinner' })).toHaveValue('');
  });

  it('says when no dinner has groups yet', async () => {
    server.use(getGetDinnersForManagementMockHandler({ dinners: [] }));
    renderRoutes('/', { '/': <GroupManagementSection /> });
    expect(
      await screen.findByText('No dinner has groups yet: a dinner is listed here once its bookings have closed and it has been matched.'),
    ).toBeInTheDocument();
  });

  it('labels dinners and shows a group with score /10, restaurant, reasoning and the all-matched texts', async () => {
    renderRoutes('/', { '/': <GroupManagementSection /> });
    expect(await screen.findByRole('option', { name: 'Dublin, Ireland - Nov 27, 2026 19:30 (matched)' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dinner' }), DINNER);
    expect(await screen.findByText('7.3/10')).toBeInTheDocument();
    expect(screen.getByText('AI Matching')).toBeInTheDocument();
    expect(screen.getByText('AI Match Reasoning')).toBeInTheDocument();
    expect(screen.getByText('All enjoy Italian food.')).toBeInTheDocument();
    expect(screen.getByText('Table 2')).toBeInTheDocument();
    const icebreakers = screen.getByRole('region', { name: 'Icebreakers' });
    expect(within(icebreakers).getByText('Drawn from the curated deck at the reveal')).toBeInTheDocument();
    expect(within(icebreakers).getAllByRole('listitem')).toHaveLength(3);
    expect(within(icebreakers).getByText('Where did you have the best Italian meal of your lives?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on Map' })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
    expect(screen.getAllByText('Confirmed Participants')).toHaveLength(2);
    expect(await screen.findByText('Excellent! All couples have been successfully matched.')).toBeInTheDocument();
    expect(screen.getByText('No manual intervention required.')).toBeInTheDocument();
  });

  it('calls the reasoning of a group the rules formed "Match Reasoning", not AI', async () => {
    server.use(getGetDinnerMatchesMockHandler(dinnerMatches([{ ...group, matching_algorithm: 'rules_based' }])));
    await open();
    expect(await screen.findByText('Match Reasoning')).toBeInTheDocument();
    expect(screen.queryByText('AI Match Reasoning')).not.toBeInTheDocument();
  });

  it('disables restaurants that cannot serve the group, with the reason, and clears then saves', async () => {
    const { sent, handler } = recordAssignments(() => HttpResponse.json(saved('Restaurant assignment cleared.')));
    server.use(handler);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Change restaurant and table' }));
    expect(await screen.findByRole('option', { name: 'The Gilded Fork (Price range: not every couple accepts €€€€.)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Assignment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Restaurant assignment updated')).toBeInTheDocument();
    expect(sent).toEqual([{}]);
  });

  it('asks "Tell the couples?" before a revealed dinner\'s new table, saying who will be told, and saves only once confirmed', async () => {
    const message =
      'This dinner is already revealed to its couples: changing the restaurant or table of group aaaaaaaa emails its 2 paid couples (4 people) with an updated calendar invite. Confirm to go ahead.';
    const { sent, handler } = recordAssignments((body) =>
      body.confirm_changes
        ? HttpResponse.json(saved('Restaurant assigned, table 3.'))
        : refusal({ statusCode: 409, error: 'Conflict', code: 'MATCHING.CONFIRM_CHANGE', message }),
    );
    server.use(handler);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Change restaurant and table' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Table number' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell the couples?' });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Restaurant assignment updated')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and tell them' }));
    expect(await screen.findByText('Restaurant assignment updated')).toBeInTheDocument();
    expect(sent).toEqual([
      { restaurant_id: R1, table_number: 3 },
      { restaurant_id: R1, table_number: 3, confirm_changes: true },
    ]);
  });

  it('applies a suggestion and says when the AI made it', async () => {
    server.use(getSuggestRestaurantMockHandler(suggestion({})));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Change restaurant and table' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Get AI Suggestion' }));
    expect(await screen.findByText('AI Suggestion Applied')).toBeInTheDocument();
    expect(screen.getByText('AI recommends: Trattoria Liffey')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Table number' })).toHaveValue('3');
    expect(screen.getByText('Not saved yet: Save Changes to assign this restaurant and table.')).toBeInTheDocument();
  });

  it('fills in a rules-based suggestion without calling it applied', async () => {
    server.use(getSuggestRestaurantMockHandler(suggestion({ source: 'rules_based', reasoning: 'Best fit.' })));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Change restaurant and table' }));
    expect(screen.queryByText(/Not saved yet/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Get AI Suggestion' }));
    expect(await screen.findByText('Suggestion filled in')).toBeInTheDocument();
    expect(screen.getByText('Best fit by the matching rules (no AI): Trattoria Liffey. Save Changes to assign it.')).toBeInTheDocument();
    expect(screen.getByText('Not saved yet: Save Changes to assign this restaurant and table.')).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: the dinner, a group with its score, restaurant and couples, and the assignment', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH), getSuggestRestaurantMockHandler(suggestion({})));
    renderRoutes('/', { '/': <GroupManagementSection /> });
    expect(await screen.findByRole('heading', { name: 'Groupes et restaurants' })).toBeInTheDocument();
    const option = await screen.findByRole('option', { name: /^Dublin, Ireland - .* \(groupes formés\)$/ });
    expect(option).toHaveTextContent(/27 nov\. 2026/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dîner' }), DINNER);
    expect(await screen.findByText('7,3/10')).toBeInTheDocument();
    expect(screen.getByText('Appariement par IA')).toBeInTheDocument();
    expect(screen.getByText('Table 2')).toBeInTheDocument();
    expect(screen.getByText(/^€€ · 4,4\/5 · /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir sur la carte' })).toBeInTheDocument();
    expect(screen.getAllByText('Aoife Byrne · aoife@example.ie · âge : N/D · N/D')).toHaveLength(2);
    expect(screen.getAllByText('Participants confirmés')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Groupes formés (1)' })).toBeInTheDocument();
    expect(await screen.findByText('Excellent ! Tous les couples ont été placés dans un groupe.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Changer de restaurant et de table' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Demander une suggestion à l’IA' }));
    expect(await screen.findByText('L’IA recommande : Trattoria Liffey')).toBeInTheDocument();
    expect(screen.getByText('Pas encore enregistré : enregistrez pour attribuer ce restaurant et cette table.')).toBeInTheDocument();
  });
});
