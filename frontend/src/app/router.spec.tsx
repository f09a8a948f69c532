import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { BookingsDto, DinnerEventsDto, MutualMatchesDto } from '../api/generated/model';
import { PARTNER_NOT_INVITED } from '../features/dashboard/dashboard-test-api';
import { renderRouter } from '../testing/render-routes';
import { isPartnerOnboardingPath, routes } from './router';

const ADMIN = {
  id: 'u1',
  email: 'a@b.ie',
  first_name: 'Ann',
  last_name: null,
  role: 'admin',
  is_admin: true,
  email_verified: true,
  couple_id: null,
  service_terminated: false,
};
const COUPLE = { ...ADMIN, id: 'u2', role: 'primary', is_admin: false, first_name: 'Cian' };

/**
 * The dashboard's reads for a couple with nothing booked, no profile, no partner invited yet and one
 * mutual "see you again": its card, the last of the dashboard to load, shows when everything has.
 */
const DASHBOARD_READS: Record<string, { status: number; body: unknown }> = {
  '/api/user/my-bookings': { status: 200, body: { bookings: [], late_cancellations_in_a_row: 0 } satisfies BookingsDto },
  '/api/user/available-dinner-events': { status: 200, body: { events: [] } satisfies DinnerEventsDto },
  '/api/user/profile': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No profile' } },
  '/api/user/partner': { status: 200, body: PARTNER_NOT_INVITED },
  '/api/user/see-you-again': {
    status: 200,
    body: {
      matches: [
        {
          coupleNames: 'Niamh & Seán',
          couple_id: 'c9',
          first_names: ['Niamh', 'Seán'],
          seat_together: false,
          share_email: false,
          share_phone: false,
          since: '2026-01-10T19:00:00.000Z',
          their_contacts: [],
          they_asked_too: false,
        },
      ],
    } satisfies MutualMatchesDto,
  },
};

/** The dashboard's reads answer as above; every other call (GET /api/auth/me first) answers `status` and `body`. */
function mockMe(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockImplementation(async (url: string) => {
      const answer = DASHBOARD_READS[new URL(String(url), 'http://localhost').pathname] ?? { status, body };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
}

/** The dashboard a signed-in member lands on, with all its cards loaded. */
async function expectDashboard() {
  expect(await screen.findByRole('heading', { name: 'See you again' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /, Cian!$/ })).toBeInTheDocument();
  expect(screen.getByText('No upcoming dinners yet. Book one above!')).toBeInTheDocument();
}

/** The login page an anonymous visitor is sent to, ready for input. */
async function expectLoginPage() {
  expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderRouter(router);
  return router;
}

describe('routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the exact 404 page on an unknown path', () => {
    mockMe(401, { statusCode: 401, message: 'Not authenticated. Please log in.' });
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Tablemates');
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-in user from /login to /dashboard', async () => {
    mockMe(200, COUPLE);
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await expectDashboard();
  });

  it('serves the admin login at /admin', async () => {
    mockMe(401, { statusCode: 401, message: 'Not authenticated. Please log in.' });
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
  });

  it('sends an anonymous user from a signed-in route to /login, with a spinner meanwhile', async () => {
    mockMe(401, { statusCode: 401, message: 'Not authenticated. Please log in.' });
    const router = renderAt('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await expectLoginPage();
  });

  it('keeps a deep link through sign-in: /book/{id} signed out goes to /login?returnTo=', async () => {
    mockMe(401, { statusCode: 401, message: 'Not authenticated. Please log in.' });
    const router = renderAt('/book/d1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fbook%2Fd1');
    await expectLoginPage();
  });

  it.each(['/join', '/signup'])('sends a signed-in user from %s to /dashboard', async (path) => {
    mockMe(200, COUPLE);
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await expectDashboard();
  });

  it('lets a signed-in user into a signed-in route', async () => {
    mockMe(200, COUPLE);
    const router = renderAt('/couplesprofile/settings');
    // A lazy chunk: give it time on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/couplesprofile/settings');
  });

  it('sends a signed-in non-admin away from guarded admin routes with the Access Denied toast', async () => {
    mockMe(200, COUPLE);
    const router = renderAt('/admin/history');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The toast may render a moment after the navigation.
    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied');
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to access this page. Admin privileges are required.');
    await expectDashboard();
  });

  it('tells the user when the admin check itself fails, instead of a silent sign-in page', async () => {
    mockMe(500, { statusCode: 500, message: 'Internal server error' });
    const router = renderAt('/admin/customer-support');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify admin permissions');
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('lets an admin into admin routes', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementation(async (url: string) =>
          String(url).includes('/api/auth/')
            ? new Response(JSON.stringify(ADMIN), { status: 200 })
            : new Response(JSON.stringify({ statusCode: 503, message: 'down' }), { status: 503 }),
        ),
    );
    const router = renderAt('/admin/dinners/d1/matches');
    expect(await screen.findByRole('link', { name: '← Back to the admin dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load dinner matches. Please try again later.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dinners/d1/matches');
  });

  it('recognises every partner-onboarding path', () => {
    expect(isPartnerOnboardingPath('/partner-onboarding')).toBe(true);
    expect(isPartnerOnboardingPath('/x/partner-onboarding/y')).toBe(true);
    expect(isPartnerOnboardingPath('/dashboard')).toBe(false);
  });
});
