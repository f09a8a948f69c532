import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  getActOnSafetyCoupleMockHandler,
  getGetSafetyCoupleMockHandler,
  getGetSafetyQueueMockHandler,
  getLiftSafetySuspensionMockHandler,
} from '../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { SafetyCoupleDto } from '../../api/generated/model';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import SafetyCouplePage from './safety-couple-page';

const RULE_SUSPENSION = {
  id: 's1',
  report_id: null,
  couple_id: 'c9',
  action: 'suspend' as const,
  reason: '2 no-shows in 12 months: your couple was marked as not coming to dinners you had booked.',
  suspended_until: '2026-09-01T12:00:00Z',
  admin_id: null,
  created_at: '2026-06-02T12:00:00Z',
  appeal: { text: 'Our car broke down; we phoned the restaurant.', created_at: '2026-06-03T09:00:00Z' },
};

const couple = (fields: Partial<SafetyCoupleDto> = {}): SafetyCoupleDto => ({
  couple_id: 'c9',
  names: 'Fionnuala & Tadhg',
  members: [{ user_id: 'u1', name: 'Fionnuala Byrne', email: 'fionnuala@example.ie' }],
  past_dinners: [
    { dinner_id: 'd1', event_date: '2026-05-20T18:30:00Z', city: 'Dublin', booking_status: 'attended', attendance: 'no_show' },
    { dinner_id: 'd2', event_date: '2026-04-02T18:30:00Z', city: 'Dublin', booking_status: 'attended', attendance: 'arrived' },
  ],
  no_shows_in_twelve_months: 2,
  reports: [],
  actions: [RULE_SUSPENSION],
  service_terminated: false,
  suspended_until: '2026-09-01T12:00:00Z',
  current_suspension: RULE_SUSPENSION,
  ...fields,
});

const renderPage = () => renderRoutes('/admin/safety/couples/c9', { '/admin/safety/couples/:coupleId': <SafetyCouplePage /> });

describe('a couple in the Safety section', () => {
  const server = serveApi(getGetSafetyQueueMockHandler({ reports: [], open: 0, overdue: 0, rule_appeals: [] }));

  it("labels a no-show suspension, shows the appeal and the couple's no-show history", async () => {
    server.use(getGetSafetyCoupleMockHandler(couple()));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No-show suspension: Fionnuala & Tadhg' })).toBeInTheDocument();
    expect(screen.getByText(/Suspended by the no-show rule \(no report behind it\) until 1 September 2026/)).toBeInTheDocument();
    expect(screen.getByText('Our car broke down; we phoned the restaurant.')).toBeInTheDocument();
    const file = screen.getByRole('region', { name: 'Couple' });
    expect(within(file).getByText('Past dinners (2) · 2 no-shows in 12 months')).toBeInTheDocument();
    expect(within(file).getByText(/attended · no-show/)).toBeInTheDocument();
    // Dismiss answers a reporter: there is none here.
    expect(screen.queryByText(/Dismiss/)).not.toBeInTheDocument();
  });

  it('lifts the suspension with a reason, and shows a refusal in the dialog', async () => {
    const sent = recordBodies(server);
    let refuse = true;
    let lifted = false;
    server.use(
      getGetSafetyCoupleMockHandler(() => (lifted ? couple({ suspended_until: null, current_suspension: null }) : couple())),
      onOperation(getLiftSafetySuspensionMockHandler, () => {
        if (refuse) return refusal({ statusCode: 409, error: 'Conflict', message: 'This couple is not suspended: there is no suspension to lift.' });
        lifted = true;
        return HttpResponse.json({ message: 'Suspension lifted' }, { status: 201 });
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Lift suspension' }));
    const dialog = screen.getByRole('dialog', { name: 'Lift this suspension?' });
    expect(within(dialog).getByText(/Fionnuala & Tadhg may book dinners again at once, instead of after 1 September 2026/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Lift suspension' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The restaurant confirms they phoned ahead.');
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This couple is not suspended: there is no suspension to lift.');

    refuse = false;
    await userEvent.click(confirm);
    expect(await screen.findByText('No suspension in force.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sent('/api/admin/safety/couples/c9/lift-suspension')).toEqual([
      { reason: 'The restaurant confirms they phoned ahead.' },
      { reason: 'The restaurant confirms they phoned ahead.' },
    ]);
  });

  it('acts on the couple as on a report: a new suspension until a date, with its reason', async () => {
    const sent = recordBodies(server);
    server.use(getGetSafetyCoupleMockHandler(couple()), getActOnSafetyCoupleMockHandler({ message: 'Couple suspended' }));
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Suspend until a date' }));
    await userEvent.type(screen.getByLabelText(/Suspended until/), '2026-07-01');
    await userEvent.type(screen.getByLabelText(/Reason \(mailed to the couple/), 'The breakdown is credible: shortened.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm action' }));
    expect(await screen.findByText('Couple suspended')).toBeInTheDocument();
    expect(await sent('/api/admin/safety/couples/c9/actions')).toEqual([
      { action: 'suspend', reason: 'The breakdown is credible: shortened.', suspended_until: '2026-07-01T00:00:00.000Z' },
    ]);
  });

  it('speaks French to an admin who reads it: the no-show suspension, the file, acting on the couple and lifting', async () => {
    let lifted = false;
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getGetSafetyCoupleMockHandler(() => (lifted ? couple({ suspended_until: null, current_suspension: null }) : couple())),
      getActOnSafetyCoupleMockHandler({ message: 'Couple suspended' }),
      onOperation(getLiftSafetySuspensionMockHandler, () => {
        lifted = true;
        return HttpResponse.json({ message: 'Suspension lifted' }, { status: 201 });
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Suspension pour absences : Fionnuala & Tadhg' })).toBeInTheDocument();
    expect(screen.getByText(/^Suspendu par la règle des absences \(sans signalement\) jusqu’au 1 septembre 2026\.$/)).toBeInTheDocument();
    expect(screen.getByText('Contestation, mer. 3 juin, 10:00')).toBeInTheDocument();
    const file = within(screen.getByRole('region', { name: 'Couple' }));
    expect(file.getByText('Fionnuala Byrne · fionnuala@example.ie')).toBeInTheDocument();
    expect(file.getByText('Dîners passés (2) · 2 absences en 12 mois')).toBeInTheDocument();
    expect(file.getByText('Dublin, mer. 20 mai, 19:30 · honorée · absent')).toBeInTheDocument();
    expect(file.getByText('Autres signalements (0)')).toBeInTheDocument();
    expect(file.getByText(/^Suspendu · mar\. 2 juin, 13:00 · 2 no-shows in 12 months/)).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Agir sur ce couple' })).toBeInTheDocument();
    expect(screen.queryByText(/Classer sans suite/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Suspendre jusqu’à une date' }));
    await userEvent.type(screen.getByLabelText(/^Motif \(envoyé au couple par e-mail/), 'The breakdown is credible: shortened.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer l’action' }));
    expect(await screen.findByText('Veuillez indiquer la date de fin de la suspension.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Suspendu jusqu’au/), '2026-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer l’action' }));
    expect(await screen.findByText('Couple suspendu')).toBeInTheDocument();

    await userEvent.click(file.getByRole('button', { name: 'Lever la suspension' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Lever cette suspension ?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Motif/ }), 'The restaurant confirms they phoned ahead.');
    await userEvent.click(dialog.getByRole('button', { name: 'Lever la suspension' }));
    expect(await screen.findByText('Suspension levée')).toBeInTheDocument();
    expect(await screen.findByText('Aucune suspension en cours.')).toBeInTheDocument();
  });
});
