import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetSafetyReportMockHandler, getLiftSafetySuspensionMockHandler } from '../../api/generated/admin/admin.msw';
import type { SafetyCoupleFileDto, SafetyReportDto } from '../../api/generated/model';
import { recordBodies, serveApi } from '../../testing/api-server';
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
});
