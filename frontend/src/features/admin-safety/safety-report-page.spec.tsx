import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getActOnSafetyReportMockHandler, getGetSafetyReportMockHandler, getLiftSafetySuspensionMockHandler } from '../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { SafetyCoupleFileDto, SafetyReportDto } from '../../api/generated/model';
import { recordBodies, serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import SafetyReportPage from './safety-report-page';

const file = (fields: Partial<SafetyCoupleFileDto>): SafetyCoupleFileDto => ({
  couple_id: 'c1',
  names: 'Aoife & Cian',
  members: [],
  past_dinners: [],
  no_shows_in_twelve_months: 0,
  reports: [],
  actions: [],
  service_terminated: false,
  suspended_until: null,
  ...fields,
});

const REPORT: SafetyReportDto = {
  id: 'r1',
  category: 'unsafe',
  category_label: 'Made me feel unsafe',
  status: 'suspended',
  created_at: '2026-06-01T22:00:00Z',
  overdue: false,
  appealed: false,
  dinner: { id: 'd1', event_date: '2026-06-01T18:30:00Z', city: 'Dublin', time_zone: 'Europe/Dublin', restaurant_name: 'Trattoria Liffey' },
  reporter: { couple_id: 'c1', names: 'Aoife & Cian' },
  reported: { couple_id: 'c2', names: 'Niamh & Darragh' },
  description: 'Followed us outside.',
  reporter_file: file({}),
  reported_file: file({ couple_id: 'c2', names: 'Niamh & Darragh', suspended_until: '2026-07-15T00:00:00Z' }),
  notes: [],
  actions: [],
};

describe("a report's page", () => {
  const server = serveApi();

  it("offers Lift suspension on the suspended couple's file only, and lifts it with a reason", async () => {
    const sent = recordBodies(server);
    server.use(getGetSafetyReportMockHandler(REPORT), getLiftSafetySuspensionMockHandler({ message: 'Suspension lifted' }));
    renderRoutes('/admin/safety/reports/r1', { '/admin/safety/reports/:reportId': <SafetyReportPage /> });
    const reported = await screen.findByRole('region', { name: 'Reported couple' });
    expect(within(reported).getByText('Suspended until 15 July 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reporting couple' })).queryByRole('button', { name: 'Lift suspension' })).not.toBeInTheDocument();

    await userEvent.click(within(reported).getByRole('button', { name: 'Lift suspension' }));
    const dialog = screen.getByRole('dialog', { name: 'Lift this suspension?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'A misunderstanding, says the restaurant.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('Suspension lifted')).toBeInTheDocument();
    expect(await sent('/api/admin/safety/couples/c2/lift-suspension')).toEqual([{ reason: 'A misunderstanding, says the restaurant.' }]);
  });

  it('speaks French to an admin who reads it: the report, its actions, both files, the notes, acting and lifting', async () => {
    const suspension = {
      id: 'a1',
      report_id: 'r1',
      couple_id: 'c2',
      action: 'suspend' as const,
      reason: 'Followed a couple outside.',
      suspended_until: '2026-07-15T00:00:00Z',
      admin_id: 'admin-1',
      created_at: '2026-06-02T12:00:00Z',
      appeal: { text: 'We only wanted to say goodbye.', created_at: '2026-06-03T09:00:00Z' },
    };
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getGetSafetyReportMockHandler({
        ...REPORT,
        actions: [suspension],
        reported_file: file({
          couple_id: 'c2',
          names: 'Niamh & Darragh',
          suspended_until: '2026-07-15T00:00:00Z',
          past_dinners: [{ dinner_id: 'd0', event_date: '2026-05-20T18:30:00Z', city: 'Dublin', booking_status: 'attended', attendance: 'no_show' }],
          no_shows_in_twelve_months: 1,
          reports: [{ id: 'r0', role: 'received', category: 'very_late', status: 'open', created_at: '2026-05-21T09:00:00Z' }],
          actions: [suspension],
        }),
      }),
      getActOnSafetyReportMockHandler({ message: 'Report dismissed' }),
    );
    renderRoutes('/admin/safety/reports/r1', { '/admin/safety/reports/:reportId': <SafetyReportPage /> });
    expect(await screen.findByRole('heading', { name: 'M’a mis mal à l’aise : Niamh & Darragh' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← File des signalements' })).toBeInTheDocument();
    expect(screen.getByText('Signalé par Aoife & Cian le lun. 1 juin, 23:00 · dîner à Dublin, lun. 1 juin, 19:30 chez Trattoria Liffey')).toBeInTheDocument();
    const taken = within(screen.getByRole('region', { name: 'Actions menées' }));
    expect(taken.getByText('Suspendu jusqu’au 15 juillet 2026 · mar. 2 juin, 13:00')).toBeInTheDocument();
    expect(taken.getByText('Motif : Followed a couple outside.')).toBeInTheDocument();
    expect(taken.getByText('Contestation, mer. 3 juin, 10:00')).toBeInTheDocument();

    const reported = within(screen.getByRole('region', { name: 'Couple signalé' }));
    expect(reported.getByRole('heading', { name: 'Couple signalé : Niamh & Darragh' })).toBeInTheDocument();
    expect(reported.getByText('Suspendu jusqu’au 15 juillet 2026')).toBeInTheDocument();
    expect(reported.getByText('Dîners passés (1) · 1 absence en 12 mois')).toBeInTheDocument();
    expect(reported.getByText('Dublin, mer. 20 mai, 19:30 · honorée · absent')).toBeInTheDocument();
    expect(reported.getByRole('link', { name: 'Reçu : Très en retard' }).closest('li')).toHaveTextContent(
      'Reçu : Très en retard · jeu. 21 mai, 10:00 · ouvert',
    );
    expect(reported.getByText('Actions (1)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Couple qui a signalé' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes des administrateurs' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ajouter une note (réservée aux administrateurs)')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Agir sur ce signalement' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer l’action' }));
    expect(await screen.findByText('Veuillez choisir une action.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Classer sans suite (le couple qui a signalé est prévenu)' }));
    await userEvent.type(screen.getByLabelText(/^Motif \(envoyé au couple par e-mail/), 'Nothing happened, say the restaurant and the other couples.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer l’action' }));
    expect(await screen.findByText('Signalement classé sans suite')).toBeInTheDocument();

    await userEvent.click(reported.getByRole('button', { name: 'Lever la suspension' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Lever cette suspension ?' }));
    expect(dialog.getByText(/^Niamh & Darragh peuvent de nouveau réserver des dîners dès maintenant, sans attendre le 15 juillet 2026\./)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
  });
});
