import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingDto } from '../../api/generated/model';
import { getReportRunningLateMockHandler } from '../../api/generated/dinners/dinners.msw';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { RunningLatePanel } from './running-late-panel';

const OPEN = { id: 'b1', running_late: null, can_report_running_late: true } as BookingDto;
const renderPanel = (booking: BookingDto) => renderRoutes('/card', { '/card': <RunningLatePanel booking={booking} /> });

describe("We're running late", () => {
  const server = serveApi();

  it('sends 15 or 30 minutes once, then says what was sent', async () => {
    const sent = recordBodies(server);
    server.use(getReportRunningLateMockHandler({ minutes: 30, sent_at: '2026-12-04T18:40:00.000Z' }));
    renderPanel(OPEN);
    await userEvent.click(await screen.findByRole('button', { name: "We're running late" }));
    await userEvent.click(screen.getByRole('button', { name: '30 minutes' }));
    expect(await screen.findByText("You told your table and the restaurant you're running 30 minutes late.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "We're running late" })).not.toBeInTheDocument();
    expect(await sent('/api/user/bookings/b1/running-late')).toEqual([{ minutes: 30 }]);
  });

  it("shows the server's refusal of a second press", async () => {
    const message = 'You already told your table and the restaurant that you are running 15 minutes late. It can be sent once per dinner.';
    server.use(onOperation(getReportRunningLateMockHandler, () => refusal({ statusCode: 409, error: 'Conflict', code: 'RUNNING_LATE.ALREADY_SENT', message })));
    renderPanel(OPEN);
    await userEvent.click(await screen.findByRole('button', { name: "We're running late" }));
    await userEvent.click(screen.getByRole('button', { name: '15 minutes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows what was sent once sent', async () => {
    renderPanel({ ...OPEN, can_report_running_late: false, running_late: { minutes: 15, sent_at: '2026-12-04T18:40:00.000Z' } });
    expect(await screen.findByText("You told your table and the restaurant you're running 15 minutes late.")).toBeInTheDocument();
  });

  it('shows nothing outside the window', async () => {
    renderRoutes('/card', {
      '/card': (
        <>
          <p>The card</p>
          <RunningLatePanel booking={{ ...OPEN, can_report_running_late: false }} />
        </>
      ),
    });
    await screen.findByText('The card');
    expect(screen.queryByRole('button', { name: "We're running late" })).not.toBeInTheDocument();
  });
});
