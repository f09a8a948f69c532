import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDeleteRestaurantMockHandler, getListRestaurantsMockHandler } from '../../api/generated/restaurants/restaurants.msw';
import type { RestaurantDto } from '../../api/generated/model';
import { onOperation, refusal, serveApi } from '../../testing/api-server';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import RestaurantsSection from './restaurants-section';

const RESTAURANT: RestaurantDto = {
  id: 'r1',
  name: 'The Copper Kettle',
  address: '14 Camden Street',
  city: 'Dublin',
  country: 'Ireland',
  phone: null,
  website: null,
  email: null,
  description: null,
  cuisine_types: ['Irish', 'British', 'French', 'Fusion'],
  price_range: '€€€',
  dietary_accommodations: ['Vegetarian'],
  dining_vibe_tags: ['Cozy'],
  avg_rating: 4.6,
  max_party_size: 8,
  tables_per_night: 3,
  is_active: true,
};
const render = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <RestaurantsSection /> });

describe('restaurant management section', () => {
  const server = serveApi();

  it('lists restaurants with two cuisine badges then +N more, and filters by the euro price', async () => {
    server.use(
      getListRestaurantsMockHandler({
        restaurants: [RESTAURANT, { ...RESTAURANT, id: 'r2', name: 'Trattoria', price_range: '€€', cuisine_types: ['Italian'] }],
      }),
    );
    render();
    const row = (await screen.findByText('The Copper Kettle')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Irish')).toBeInTheDocument();
    expect(within(row).getByText('+2 more')).toBeInTheDocument();
    expect(within(row).queryByText('French')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(screen.getByLabelText('Price range'), '€€');
    expect(screen.queryByText('The Copper Kettle')).not.toBeInTheDocument();
    expect(screen.getByText('Trattoria')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(getListRestaurantsMockHandler({ restaurants: [] }));
    render();
    expect(await screen.findByText('No restaurants yet')).toBeInTheDocument();
  });

  it('says when loading failed', async () => {
    server.use(onOperation(getListRestaurantsMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'boom' })));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load restaurants. Please try again.');
  });

  it('adds tags from presets and free text, ignoring duplicates, and checks the form', async () => {
    server.use(getListRestaurantsMockHandler({ restaurants: [] }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Restaurant' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Restaurant' });
    await userEvent.click(within(dialog).getByRole('button', { name: '+ Italian' }));
    const cuisine = within(dialog).getByLabelText('Add cuisine types', { exact: true });
    await userEvent.type(cuisine, 'italian{Enter}');
    await userEvent.type(cuisine, 'Basque{Enter}');
    const chosen = within(dialog).getByRole('list', { name: 'Selected cuisine types' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('×', '')),
    ).toEqual(['Italian', 'Basque']);
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove Basque' }));
    await userEvent.type(within(dialog).getByLabelText(/^Reservations email/), 'bookings at kettle');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Restaurant' }));
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Restaurant name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Price range is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('At least one dietary accommodation is required.')).toBeInTheDocument();
  });

  it('tells the admin when a delete deactivated the restaurant instead', async () => {
    server.use(
      getListRestaurantsMockHandler({ restaurants: [RESTAURANT] }),
      getDeleteRestaurantMockHandler({
        success: true,
        outcome: 'deactivated',
        message: 'The restaurant was deactivated instead of deleted because it is assigned to 1 upcoming dinner group. It will not be offered for new matches.',
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete The Copper Kettle' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Restaurant' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Restaurant deactivated')).toBeInTheDocument();
    expect(screen.getByText(/deactivated instead of deleted because it is assigned to 1 upcoming dinner group/)).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: columns, cuisines by their French names, the rating, the form and its checks', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getListRestaurantsMockHandler({ restaurants: [{ ...RESTAURANT, city: 'Paris', country: 'France', cuisine_types: ['Italian', 'French', 'Fusion'] }] }),
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Restaurants' })).toBeInTheDocument();
    const row = within((await screen.findByText('The Copper Kettle')).closest('tr') as HTMLElement);
    expect(row.getByText('Italienne')).toBeInTheDocument();
    expect(row.getByText('+1 autre')).toBeInTheDocument();
    expect(row.getByText('4,6 / 5')).toBeInTheDocument();
    expect(row.getByText('actif')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un restaurant' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter un restaurant' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter un restaurant' }));
    expect(await dialog.findByText('Nom du restaurant : ce champ est obligatoire.')).toBeInTheDocument();
    expect(dialog.getByText('Au moins un type de cuisine est obligatoire.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '+ Italienne' }));
    expect(dialog.getByRole('button', { name: 'Retirer Italienne' })).toBeInTheDocument();
  });
});
