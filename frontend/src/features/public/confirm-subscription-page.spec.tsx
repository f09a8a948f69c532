import { screen } from '@testing-library/react';
import { getConfirmNewsletterMockHandler, getConfirmWaitlistMockHandler } from '../../api/generated/consent/consent.msw';
import type { ErrorCode } from '../../api/generated/model';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import ConfirmSubscriptionPage from './confirm-subscription-page';

const renderLink = (path: string) => renderRoutes(path, { '/confirm-subscription': <ConfirmSubscriptionPage /> });
const ANNOUNCEMENT = 'We are live in Dublin. First 50 couples get priority access. Check your email for next steps.';

describe('/confirm-subscription', () => {
  const server = serveApi();

  it("confirms a place on the waitlist once and shows the spec's success texts with the standing", async () => {
    server.use(
      getConfirmWaitlistMockHandler({
        email: 'aoife@example.ie',
        city: 'Dublin',
        position: 7,
        priority: true,
        joinedAt: '2026-11-20T10:00:00.000Z',
        announcement: ANNOUNCEMENT,
      }),
    );
    const sent = recordBodies(server);
    renderLink('/confirm-subscription?list=waitlist&token=abc');
    expect(await screen.findByRole('heading', { name: "You're on the list! 🎉" })).toBeInTheDocument();
    expect(screen.getByText(ANNOUNCEMENT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("You're couple #7 — priority access secured.");
    expect(await sent('/api/waitlist/confirm')).toEqual([{ token: 'abc' }]);
  });

  it('confirms a newsletter subscription', async () => {
    server.use(getConfirmNewsletterMockHandler({ email: 'news@example.ie', subscribedAt: '2026-11-20T10:00:00.000Z' }));
    const sent = recordBodies(server);
    renderLink('/confirm-subscription?list=newsletter&token=abc');
    expect(await screen.findByRole('heading', { name: 'Subscribed!' })).toBeInTheDocument();
    expect(screen.getByText('Thanks for subscribing. Check your inbox for a welcome email.')).toBeInTheDocument();
    expect(await sent('/api/newsletter/confirm')).toEqual([{ token: 'abc' }]);
  });

  it.each<[ErrorCode, number, string]>([
    ['CONSENT.CONFIRMATION_LINK_EXPIRED', 410, 'This confirmation link has expired. Please sign up again on our homepage.'],
    ['CONSENT.CONFIRMATION_LINK_USED', 409, 'This confirmation link has already been used.'],
    [
      'CONSENT.CONFIRMATION_LINK_INVALID',
      404,
      'This confirmation link is not valid. If you signed up more than once, use the link in the latest email we sent you.',
    ],
  ])('shows what went wrong (%s)', async (code, status, message) => {
    server.use(onOperation(getConfirmWaitlistMockHandler, () => refusal({ statusCode: status, error: 'Refused', code, message })));
    renderLink('/confirm-subscription?list=waitlist&token=abc');
    expect(await screen.findByRole('heading', { name: 'Your email is not confirmed' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('explains a link without its token, without calling the server', async () => {
    const sent = recordBodies(server);
    renderLink('/confirm-subscription?list=newsletter');
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(await sent('/api/newsletter/confirm')).toEqual([]);
  });
});
