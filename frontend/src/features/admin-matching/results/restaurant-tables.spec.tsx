import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getGetDinnerAssignmentsMockHandler } from '../../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../../api/generated/auth/auth.msw';
import type { DinnerAssignmentDto, MatchRestaurantDto, ParticipantCoupleDto, PersonDto } from '../../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../../testing/api-server';
import { renderRoutes } from '../../../testing/render-routes';
import { AOIFE_IN_FRENCH } from '../../../testing/french';
import { RestaurantTables } from './restaurant-tables';

const DINNER = '11111111-1111-4111-8111-111111111111';
const person = (first_name: string): PersonDto => ({
  first_name,
  last_name: 'Byrne',
  email: `${first_name.toLowerCase()}@example.ie`,
  location: null,
  date_of_birth: null,
  age: null,
  gender: null,
});
const couple = (id: string, a: string, b: string): ParticipantCoupleDto => ({
  couple_id: id,
  booking_id: `b-${id}`,
  booking_date: '2026-11-01T10:00:00.000Z',
  participation_status: 'invited',
  profile: null,
  users: [person(a), person(b)],
  user_one: null,
  user_two: null,
});
const restaurant = (id: string, name: string): MatchRestaurantDto => ({
  id,
  name,
  address: `1 ${name} Street`,
  city: 'Dublin',
  country: 'Ireland',
  avg_rating: 4.5,
  cuisine_types: ['Irish'],
  dietary_accommodations: [],
  dining_vibe_tags: [],
  is_active: true,
  max_party_size: 10,
  price_range: '€€',
  tables_per_night: 4,
});
const KETTLE = restaurant('r1', 'The Copper Kettle');
const BISTRO = restaurant('r2', 'Bistro Anna');
const ASSIGNMENTS: DinnerAssignmentDto[] = [
  { match_id: 'g1', participants: [couple('c1', 'Aoife', 'Cian'), couple('c2', 'Niamh', 'Darragh')], restaurant: KETTLE, table_number: 3 },
  { match_id: 'g2', participants: [couple('c3', 'Orla', 'Fionn')], restaurant: KETTLE, table_number: 1 },
  { match_id: 'g3', participants: [couple('c4', 'Saoirse', 'Oisin'), couple('c5', 'Ciara', 'Conor')], restaurant: BISTRO, table_number: 2 },
  { match_id: 'aaaaaaaa-0000-4000-8000-000000000004', participants: [couple('c6', 'Maeve', 'Tadhg')], restaurant: null, table_number: null },
];

const render = () => renderRoutes('/admin/dinners/x/matches', { '/admin/dinners/x/matches': <RestaurantTables dinnerId={DINNER} /> });

describe('the dinner assignment view (GET /api/admin/dinner-assignments/{dinner_id})', () => {
  const server = serveApi();

  it('loads, then lists the groups by restaurant, tables in order, and the groups still without one', async () => {
    server.use(
      onOperation(getGetDinnerAssignmentsMockHandler, ({ params }) => {
        expect(params.dinnerId).toBe(DINNER);
        return HttpResponse.json({ dinner_id: DINNER, assignments: ASSIGNMENTS });
      }),
    );
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading restaurant assignments...');
    const bistro = await screen.findByRole('article', { name: 'Bistro Anna' });
    const articles = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    expect(articles).toEqual(['Bistro Anna', 'The Copper Kettle', 'Without a restaurant']);
    expect(within(bistro).getByText('1 Bistro Anna Street')).toBeInTheDocument();
    expect(within(bistro).getByRole('listitem')).toHaveTextContent('Table 2 · 2 couples: Saoirse & Oisin, Ciara & Conor');
    const kettle = within(screen.getByRole('article', { name: 'The Copper Kettle' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(kettle).toEqual(['Table 1 · 1 couple: Orla & Fionn', 'Table 3 · 2 couples: Aoife & Cian, Niamh & Darragh']);
    expect(within(screen.getByRole('article', { name: 'Without a restaurant' })).getByRole('listitem')).toHaveTextContent(
      'Group aaaaaaaa · 1 couple: Maeve & Tadhg',
    );
  });

  it('says so when no group has been formed yet', async () => {
    server.use(getGetDinnerAssignmentsMockHandler({ dinner_id: DINNER, assignments: [] }));
    render();
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(screen.getByText('Once matching has formed groups, their restaurants and tables show here.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let failing = true;
    server.use(
      onOperation(getGetDinnerAssignmentsMockHandler, () =>
        failing
          ? refusal({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' })
          : HttpResponse.json({ dinner_id: DINNER, assignments: ASSIGNMENTS }),
      ),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load restaurant assignments.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'The Copper Kettle' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: the heading, the tables with their couples counted, the groups without a restaurant', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH), getGetDinnerAssignmentsMockHandler({ dinner_id: DINNER, assignments: ASSIGNMENTS }));
    render();
    expect(await screen.findByRole('heading', { name: 'Restaurants et tables' })).toBeInTheDocument();
    const kettle = within(await screen.findByRole('article', { name: 'The Copper Kettle' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(kettle).toEqual(['Table 1 · 1 couple : Orla & Fionn', 'Table 3 · 2 couples : Aoife & Cian, Niamh & Darragh']);
    expect(within(screen.getByRole('article', { name: 'Sans restaurant' })).getByRole('listitem')).toHaveTextContent(
      'Groupe aaaaaaaa · 1 couple : Maeve & Tadhg',
    );
  });
});
