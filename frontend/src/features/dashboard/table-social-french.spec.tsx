import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { getReportRunningLateMockHandler } from '../../api/generated/dinners/dinners.msw';
import type { BookingDto } from '../../api/generated/model';
import { getGetSeeYouAgainMarksMockHandler, getListSeeYouAgainMatchesMockHandler } from '../../api/generated/see-you-again/see-you-again.msw';
import { getGetDinnerReportsMockHandler, getGetSuspensionMockHandler } from '../../api/generated/safety/safety.msw';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { MutualMatchesCard } from './mutual-matches-card';
import { ReportCoupleDialog } from './report-couple-dialog';
import { RunningLatePanel } from './running-late-panel';
import { SuspensionNotice } from './suspension-notice';
import { SeeYouAgainPanel } from './see-you-again-panel';

const server = serveApi();
beforeEach(() => server.use(getGetMeMockHandler(AOIFE_IN_FRENCH)));

describe('the table, before and after the dinner, in French', () => {
  it("says we're running late in French", async () => {
    server.use(getReportRunningLateMockHandler({ minutes: 15, sent_at: '2026-12-04T18:40:00.000Z' }));
    renderRoutes('/card', { '/card': <RunningLatePanel booking={{ id: 'b1', running_late: null, can_report_running_late: true } as BookingDto} /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Nous sommes en retard' }));
    expect(screen.getByText(/^Combien de retard aurez-vous \?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '15 minutes' }));
    expect(await screen.findByText('Vous avez prévenu votre table et le restaurant de vos 15 minutes de retard.')).toBeInTheDocument();
  });

  it('offers to meet the table again, and to report a couple, in French', async () => {
    server.use(
      getGetSeeYouAgainMarksMockHandler({
        open: true,
        tablemates: [
          { user_id: 'u7', coupleNames: 'Niamh & Priya', first_names: ['Niamh', 'Priya'], marked: false, mutual: false },
          { user_id: 'u9', coupleNames: 'Saoirse & Oisin', first_names: ['Saoirse', 'Oisin'], marked: true, mutual: false },
        ],
      }),
    );
    renderRoutes('/card', { '/card': <SeeYouAgainPanel dinnerId="d2" onReport={() => undefined} /> });
    expect(await screen.findByRole('button', { name: 'Nous aimerions vous revoir : Niamh & Priya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer : Saoirse & Oisin' })).toBeInTheDocument();
    expect(screen.getByText('Choisi : ils ne le sauront que s’ils vous choisissent aussi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signaler un couple' })).toBeInTheDocument();
  });

  it('lists a mutual match with what they shared, in French', async () => {
    server.use(
      getListSeeYouAgainMatchesMockHandler({
        matches: [
          {
            couple_id: 'c7',
            coupleNames: 'Niamh & Priya',
            first_names: ['Niamh', 'Priya'],
            since: '2026-11-27T21:00:00.000Z',
            share_email: false,
            share_phone: false,
            their_contacts: [
              { user_id: 'u7', first_name: 'Niamh', email: 'niamh@example.ie', phone_number: null },
              { user_id: 'u8', first_name: 'Priya', email: null, phone_number: null },
            ],
            seat_together: false,
            they_asked_too: true,
          },
        ],
      }),
    );
    renderRoutes('/card', { '/card': <MutualMatchesCard /> });
    const card = within(await screen.findByRole('region', { name: 'On se revoit' }));
    expect(card.getByText(/^Depuis le /)).toHaveTextContent(/^Depuis le \S+ 27 novembre/);
    expect(card.getByText('Priya n’a pas encore partagé ses coordonnées.')).toBeInTheDocument();
    expect(card.getByRole('checkbox', { name: 'Partager mon adresse e-mail avec eux' })).not.toBeChecked();
    expect(card.getByText('Ils le souhaitent aussi.')).toBeInTheDocument();
  });

  it('shows a suspension and its answer form in French, the date as French writes it', async () => {
    server.use(getGetSuspensionMockHandler({ suspended_until: '2026-12-19T00:00:00Z', reason: 'Followed a couple outside.', appeal: null, may_appeal: true }));
    renderRoutes('/dashboard', { '/dashboard': <SuspensionNotice until="2026-12-19T00:00:00Z" reason="Followed a couple outside." /> });
    expect(await screen.findByText('Votre couple est suspendu jusqu’au 19 décembre 2026 : vous ne pouvez pas réserver de dîner d’ici là.')).toBeInTheDocument();
    expect(screen.getByText('Motif : Followed a couple outside.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer ma réponse' }));
    expect(await screen.findByText('Veuillez écrire votre réponse.')).toBeInTheDocument();
  });

  it('reports a couple in French, the categories by their French names', async () => {
    server.use(
      getGetDinnerReportsMockHandler({
        open: true,
        tablemates: [{ user_id: 'u7', coupleNames: 'Niamh & Priya', reported: false }],
      }),
    );
    renderRoutes('/dashboard', { '/dashboard': <ReportCoupleDialog dinnerId="d2" onClose={() => undefined} /> });
    const dialog = within(await screen.findByRole('dialog', { name: 'Signaler un couple' }));
    expect(await dialog.findByRole('group', { name: /Quel couple \?/ })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'M’a mis mal à l’aise' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await dialog.findByText('Veuillez choisir un couple.')).toBeInTheDocument();
  });
});
