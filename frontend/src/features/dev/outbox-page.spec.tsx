import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getListOutboxMockHandler } from '../../api/generated/dev/dev.msw';
import type { OutboxMessageDto } from '../../api/generated/model';
import { serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import OutboxPage from './outbox-page';

const INVITE = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nUID:booking-b1@tablemates\r\nSEQUENCE:2\r\nEND:VCALENDAR\r\n';
const MAIL: OutboxMessageDto = {
  id: 'm1',
  to: 'aoife@example.ie',
  subject: 'Your dinner booking is cancelled',
  text: 'Hi Aoife,',
  html: '<p>Hi Aoife,</p>',
  links: ['http://localhost:3000/dashboard'],
  attachments: [{ filename: 'surprise-dinner-cancelled.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: INVITE }],
  createdAt: '2026-12-01T10:00:00.000Z',
};

describe('/dev/outbox', () => {
  const server = serveApi();

  it("lists each mail's attachments by name and type, and shows a file's content on demand", async () => {
    server.use(getListOutboxMockHandler({ messages: [MAIL, { ...MAIL, id: 'm2', subject: 'Welcome', attachments: [] }] }));
    renderRoutes('/dev/outbox', { '/dev/outbox': <OutboxPage /> });

    const attachments = await screen.findByRole('list', { name: 'Attachments' });
    expect(screen.getAllByRole('list', { name: 'Attachments' })).toHaveLength(1);
    expect(within(attachments).getByText('surprise-dinner-cancelled.ics')).toBeInTheDocument();
    expect(within(attachments).getByText('text/calendar; charset=utf-8; method=CANCEL')).toBeInTheDocument();
    await userEvent.click(within(attachments).getByText('surprise-dinner-cancelled.ics'));
    expect(within(attachments).getByText(/METHOD:CANCEL/)).toBeVisible();
  });
});
