import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getCreateCityMockHandler, getListCitiesMockHandler, getUpdateCityMockHandler } from '../../api/generated/admin/admin.msw';
import type { CityDto } from '../../api/generated/model';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { DUBLIN } from '../../testing/cities';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import CitiesSection from './cities-section';

const TOKYO: CityDto = {
  ...DUBLIN,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Tokyo',
  country: 'Japan',
  time_zone: 'Asia/Tokyo',
  currency: 'JPY',
  language: 'ja',
  status: 'coming_soon',
  default_fee_minor: 2000,
  minor_digits: 0,
};

const render = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <CitiesSection /> });

describe('cities section', () => {
  const server = serveApi();

  it('lists each city with its country, zone, currency, language, status and fee in its own currency', async () => {
    server.use(getListCitiesMockHandler({ cities: [DUBLIN, TOKYO] }));
    render();
    const dublin = (await screen.findByText('Dublin')).closest('tr') as HTMLElement;
    for (const text of ['Ireland', 'Europe/Dublin', 'EUR', 'en', 'Open', '€15.00']) expect(within(dublin).getByText(text)).toBeInTheDocument();
    const tokyo = screen.getByText('Tokyo').closest('tr') as HTMLElement;
    for (const text of ['Asia/Tokyo', 'JPY', 'Coming soon', 'JP¥2,000']) expect(within(tokyo).getByText(text)).toBeInTheDocument();
  });

  it('says when loading failed', async () => {
    server.use(onOperation(getListCitiesMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'boom' })));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load cities. Please try again.');
  });

  it('adds a city with its fee in minor units of its currency', async () => {
    server.use(getListCitiesMockHandler({ cities: [DUBLIN] }), getCreateCityMockHandler({ city: { ...DUBLIN, id: 'x', name: 'London' } }));
    const sent = recordBodies(server);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a city' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a city' });
    await userEvent.type(within(dialog).getByLabelText(/^City/), ' London ');
    await userEvent.type(within(dialog).getByLabelText(/^Country/), 'United Kingdom');
    await userEvent.type(within(dialog).getByLabelText(/^Time zone/), 'Europe/London');
    await userEvent.type(within(dialog).getByLabelText(/^Currency/), 'gbp');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Status/), 'Coming soon');
    await userEvent.type(within(dialog).getByLabelText(/^Default fee/), '13.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add city' }));
    expect((await sent('/api/admin/cities')).filter(Boolean)).toEqual([
      {
        name: 'London',
        country: 'United Kingdom',
        time_zone: 'Europe/London',
        currency: 'GBP',
        language: 'en',
        status: 'coming_soon',
        default_fee_minor: 1350,
      },
    ]);
    expect(await screen.findByText('City added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add a city' })).not.toBeInTheDocument();
  });

  it('checks the form before sending: required fields and a fee with too many decimals', async () => {
    server.use(getListCitiesMockHandler({ cities: [] }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a city' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a city' });
    await userEvent.type(within(dialog).getByLabelText(/^Currency/), 'JPY');
    await userEvent.type(within(dialog).getByLabelText(/^Default fee/), '20.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add city' }));
    expect(within(dialog).getByText('Please give the city a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give an IANA time zone (for example Europe/Paris).')).toBeInTheDocument();
    expect(within(dialog).getByText('This currency has 0 decimals at most.')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names when editing", async () => {
    server.use(
      getListCitiesMockHandler({ cities: [DUBLIN] }),
      onOperation(getUpdateCityMockHandler, () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'CITIES.FIXED_ONCE_USED',
            message: 'Dublin has dinners: its name, country, time zone and currency can no longer change.',
            fields: { time_zone: ['Dublin has dinners: its name, country, time zone and currency can no longer change.'] },
          },
          { status: 409 },
        ),
      ),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Dublin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Dublin' });
    expect(within(dialog).getByLabelText(/^Default fee/)).toHaveValue('15.00');
    const zone = within(dialog).getByLabelText(/^Time zone/);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/London');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save city' }));
    expect(
      await within(dialog).findByText('Dublin has dinners: its name, country, time zone and currency can no longer change.', { selector: '[id]' }),
    ).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks French to an admin who reads it: the columns, statuses, fees and the form’s checks', async () => {
    server.use(getGetMeMockHandler(AOIFE_IN_FRENCH), getListCitiesMockHandler({ cities: [DUBLIN, TOKYO] }));
    render();
    expect(await screen.findByRole('heading', { name: 'Villes' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Ville',
      'Pays',
      'Fuseau horaire',
      'Devise',
      'Langue',
      'Statut',
      'Frais par défaut',
      'Actions',
    ]);
    const tokyo = screen.getByText('Tokyo').closest('tr') as HTMLElement;
    expect(within(tokyo).getByText('Bientôt ouverte')).toBeInTheDocument();
    expect(within(tokyo).getByText('2 000 JPY')).toBeInTheDocument();
    await userEvent.click(within(tokyo).getByRole('button', { name: 'Modifier Tokyo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier Tokyo' }));
    await userEvent.clear(dialog.getByLabelText(/^Frais par défaut/));
    await userEvent.type(dialog.getByLabelText(/^Frais par défaut/), '20.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer la ville' }));
    expect(await dialog.findByText('Cette devise a au plus 0 décimale.')).toBeInTheDocument();
  });
});
