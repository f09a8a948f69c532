import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getListDinnerEventsMockHandler } from '../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { AdminDinnerEventDto, DinnerLocationDto } from '../../api/generated/model';
import { serveApi } from '../../testing/api-server';
import { DUBLIN_TO_FILTER_BY } from '../../testing/cities';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import DinnerEventsSection from './dinner-events-section';

const allowed = { allowed: true, reason: null };
/** A Paris dinner at 19:30 Paris time, on 12 March 2027. */
const PARIS: AdminDinnerEventDto = {
  id: 'paris-1',
  dinner_id: 'paris-1',
  city: 'Paris',
  country: 'France',
  time_zone: 'Europe/Paris',
  currency: 'EUR',
  event_date: '2027-03-12T18:30:00.000Z',
  booking_deadline: '2027-03-10T11:00:00.000Z',
  capacity: 20,
  booked_couples: 3,
  booked_count: 3,
  paid_bookings: 1,
  frequency: 'one-time',
  status: 'accepting_bookings',
  is_active: true,
  logistics_fee: 15,
  can_edit: allowed,
  can_delete: allowed,
  created_at: '',
  updated_at: '',
};
const LOCATIONS: DinnerLocationDto[] = [
  { country: 'France', cities: [{ city: 'Paris', time_zone: 'Europe/Paris', currency: 'EUR', default_fee_minor: 1500 }] },
  { country: 'United Kingdom', cities: [{ city: 'London', time_zone: 'Europe/London', currency: 'GBP', default_fee_minor: 1300 }] },
];

const server = serveApi(DUBLIN_TO_FILTER_BY);
beforeEach(() =>
  server.use(
    getGetMeMockHandler(AOIFE_IN_FRENCH),
    getListDinnerEventsMockHandler(({ request }) => {
      const upcoming = new URL(request.url).searchParams.get('when') !== 'past';
      return {
        events: upcoming ? [PARIS] : [],
        page: 1,
        page_size: 25,
        upcoming_total: 1,
        past_total: 0,
        default_logistics_fee: 15,
        locations: LOCATIONS,
      };
    }),
  ),
);

const render = () => renderRoutes('/admin-dashboard', { '/admin-dashboard': <DinnerEventsSection /> });

describe('Dinner Events in French', () => {
  it('lists a Paris dinner at 19:30 Paris time, its fee, status and frequency in French', async () => {
    render();
    const upcoming = within(await screen.findByRole('region', { name: 'Dîners à venir' }));
    expect(upcoming.getByRole('heading', { name: 'Dîners à venir (1)' })).toBeInTheDocument();
    expect(upcoming.getByText('Paris, France')).toBeInTheDocument();
    expect(upcoming.getByText('12 mars 2027, 19:30')).toBeInTheDocument();
    expect(upcoming.getByText('Heures de Europe/Paris')).toBeInTheDocument();
    expect(upcoming.getByText('réservations ouvertes')).toBeInTheDocument();
    expect(upcoming.getByText('ponctuel')).toBeInTheDocument();
    expect(upcoming.getByText('3 / 20 couples')).toBeInTheDocument();
    expect(upcoming.getByText('15,00 €')).toBeInTheDocument();
    expect(screen.getByText('Aucun dîner passé pour l’instant.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveDisplayValue('Tous les statuts');
  });

  it('asks before cancelling, counting the paid couples in French', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler le dîner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Annuler le dîner' }));
    expect(dialog.getByText(/^Le dîner passe au statut annulé par le système\. Le couple qui a payé est intégralement remboursé/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Garder le dîner' })).toBeInTheDocument();
  });

  it("creates a London dinner in pounds, its times typed in London's zone", async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Créer un dîner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Créer un dîner' }));
    expect(dialog.getByLabelText(/^Frais logistiques/)).toHaveValue(15);
    await userEvent.selectOptions(dialog.getByLabelText(/^Pays/), 'United Kingdom');
    await userEvent.selectOptions(dialog.getByLabelText(/^Ville/), 'London');
    expect(dialog.getByLabelText(/^Frais logistiques \(£\)/)).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Date et heure du dîner \(heure de London \(Europe\/London\)\)/)).toBeInTheDocument();
    await userEvent.clear(dialog.getByLabelText(/^Frais logistiques/));
    await userEvent.type(dialog.getByLabelText(/^Frais logistiques/), '-2');
    await userEvent.type(dialog.getByLabelText(/^Date et heure du dîner/), '2027-03-12T19:30');
    await userEvent.type(dialog.getByLabelText(/^Date limite de réservation/), '2027-03-10T12:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer un dîner' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Les frais logistiques doivent être un montant en livre sterling.');
  });
});
