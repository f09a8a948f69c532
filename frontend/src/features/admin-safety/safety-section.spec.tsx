import { screen, within } from '@testing-library/react';
import { getGetSafetyQueueMockHandler } from '../../api/generated/admin/admin.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { SafetyReportSummaryDto, SafetyRuleAppealDto } from '../../api/generated/model';
import { serveApi } from '../../testing/api-server';
import { AOIFE_IN_FRENCH } from '../../testing/french';
import { renderRoutes } from '../../testing/render-routes';
import { SafetyOverduePanel } from './safety-overdue-panel';
import SafetySection from './safety-section';

const report = (fields: Partial<SafetyReportSummaryDto>): SafetyReportSummaryDto => ({
  id: 'r1',
  category: 'unsafe',
  category_label: 'Made me feel unsafe',
  status: 'open',
  created_at: '2026-06-01T22:00:00Z',
  overdue: false,
  appealed: false,
  dinner: { id: 'd1', event_date: '2026-06-01T18:30:00Z', city: 'Dublin', time_zone: 'Europe/Dublin', restaurant_name: 'Trattoria Liffey' },
  reporter: { couple_id: 'c1', names: 'Aoife & Cian' },
  reported: { couple_id: 'c2', names: 'Niamh & Priya' },
  ...fields,
});

const RULE_APPEAL: SafetyRuleAppealDto = {
  suspension_id: 's1',
  rule: 'no_show',
  couple: { couple_id: 'c9', names: 'Fionnuala & Tadhg' },
  reason: '2 no-shows in 12 months: your couple was marked as not coming to dinners you had booked.',
  suspended_until: '2026-09-01T12:00:00Z',
  appeal: { text: 'Our car broke down; we phoned the restaurant.', created_at: '2026-06-03T09:00:00Z' },
  no_shows_in_twelve_months: 2,
  in_force: true,
  answered: false,
};

describe('Safety section', () => {
  const server = serveApi();

  it('lists the reports in the server order, links each to its page, and marks the overdue and appealed ones', async () => {
    server.use(
      getGetSafetyQueueMockHandler({
        reports: [
          report({ id: 'r1', overdue: true }),
          report({
            id: 'r2',
            category: 'very_late',
            category_label: 'Very late',
            status: 'suspended',
            appealed: true,
            reported: { couple_id: 'c3', names: 'Emma & Liam' },
          }),
        ],
        open: 1,
        overdue: 1,
        rule_appeals: [],
      }),
    );
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <SafetySection /> });
    const first = await screen.findByRole('link', { name: 'Made me feel unsafe: Niamh & Priya' });
    expect(first).toHaveAttribute('href', '/admin/safety/reports/r1');
    expect(within(first.closest('li')!).getByText('Over 24 h')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Very late: Emma & Liam' }).closest('li')!;
    expect(within(second).getByText('Appealed')).toBeInTheDocument();
    expect(within(second).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('1 open · 1 unanswered for more than 24 hours')).toBeInTheDocument();
    expect(screen.queryByText('Appeals of no-show suspensions')).not.toBeInTheDocument();
  });

  it("lists the appeal of a no-show suspension, labelled as one, with the couple's no-shows, leading to the couple's page", async () => {
    server.use(
      getGetSafetyQueueMockHandler({
        reports: [report({ id: 'r1' })],
        open: 1,
        overdue: 0,
        rule_appeals: [RULE_APPEAL],
      }),
    );
    renderRoutes('/admin-dashboard', { '/admin-dashboard': <SafetySection /> });
    const link = await screen.findByRole('link', { name: 'No-show suspension appealed: Fionnuala & Tadhg' });
    expect(link).toHaveAttribute('href', '/admin/safety/couples/c9');
    const line = within(link.closest('li')!);
    expect(line.getByText(/2 no-shows in 12 months · suspended until 1 September 2026/)).toBeInTheDocument();
    expect(line.getByText('“Our car broke down; we phoned the restaurant.”')).toBeInTheDocument();
    expect(line.getByText('Awaiting an answer')).toBeInTheDocument();
    expect(screen.getByText('Appeals of no-show suspensions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Made me feel unsafe: Niamh & Priya' })).toBeInTheDocument();
  });

  it('speaks French to an admin who reads it: the queue, its counts, badges, categories and the appeal of a no-show suspension', async () => {
    server.use(
      getGetMeMockHandler(AOIFE_IN_FRENCH),
      getGetSafetyQueueMockHandler({
        reports: [report({ id: 'r1', overdue: true }), report({ id: 'r2', category: 'very_late', status: 'suspended', appealed: true })],
        open: 2,
        overdue: 1,
        rule_appeals: [RULE_APPEAL],
      }),
    );
    renderRoutes('/admin-dashboard', {
      '/admin-dashboard': (
        <>
          <SafetyOverduePanel />
          <SafetySection />
        </>
      ),
    });
    const waiting = await screen.findByRole('region', { name: 'Signalements en attente' });
    expect(waiting).toHaveTextContent('1 signalement sans réponse depuis plus de 24 heures');
    expect(within(waiting).getByRole('link', { name: 'Ouvrir la section Sécurité' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sécurité' })).toBeInTheDocument();
    expect(screen.getByText('2 ouverts · 1 sans réponse depuis plus de 24 heures')).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'M’a mis mal à l’aise : Niamh & Priya' }).closest('li')!;
    expect(within(first).getByText('Plus de 24 h')).toBeInTheDocument();
    expect(within(first).getByText('Ouvert')).toBeInTheDocument();
    expect(within(first).getByText('Signalé par Aoife & Cian · dîner à Dublin, lun. 1 juin, 19:30 · reçu le lun. 1 juin, 23:00')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Très en retard : Niamh & Priya' }).closest('li')!;
    expect(within(second).getByText('Contesté')).toBeInTheDocument();
    expect(within(second).getByText('Suspendu')).toBeInTheDocument();
    expect(screen.getByText('Contestations des suspensions pour absences')).toBeInTheDocument();
    const appeal = within(screen.getByRole('link', { name: 'Suspension pour absences contestée : Fionnuala & Tadhg' }).closest('li')!);
    expect(appeal.getByText('2 absences en 12 mois · suspension jusqu’au 1 septembre 2026 · contestée le mer. 3 juin, 10:00')).toBeInTheDocument();
    expect(appeal.getByText('« Our car broke down; we phoned the restaurant. »')).toBeInTheDocument();
    expect(appeal.getByText('En attente de réponse')).toBeInTheDocument();
  });
});
