import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAppealSuspensionMockHandler, getGetSuspensionMockHandler } from '../../api/generated/safety/safety.msw';
import type { SuspensionDto } from '../../api/generated/model';
import { serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { SuspensionNotice } from './suspension-notice';

const SUSPENDED: SuspensionDto = { suspended_until: '2026-12-19T00:00:00Z', reason: 'Followed a couple outside.', appeal: null, may_appeal: true };

describe('suspension notice', () => {
  const server = serveApi();

  it('says until when and why, takes one answer, then shows it instead of the form', async () => {
    let state = SUSPENDED;
    server.use(
      getGetSuspensionMockHandler(() => state),
      getAppealSuspensionMockHandler(() => {
        state = { ...SUSPENDED, may_appeal: false, appeal: { text: 'We walked the same way.', created_at: '2026-12-06T10:00:00Z' } };
        return { message: 'Thank you. Our team will read your answer.' };
      }),
    );
    renderRoutes('/dashboard', { '/dashboard': <SuspensionNotice until={SUSPENDED.suspended_until!} reason={SUSPENDED.reason!} /> });
    expect(screen.getByText('Your couple is suspended until 19 December 2026: you cannot book a dinner before then.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Followed a couple outside.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText('Please write your answer.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Answer this suspension'), 'We walked the same way.');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText('We walked the same way.', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my answer' })).not.toBeInTheDocument();
  });
});
