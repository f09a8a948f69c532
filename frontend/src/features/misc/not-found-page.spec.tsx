import { screen } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import { NotFoundPage } from './not-found-page';

const AOIFE = {
  id: 'u1',
  email: 'aoife@example.ie',
  first_name: 'Aoife',
  last_name: 'Byrne',
  role: 'primary',
  is_admin: false,
  email_verified: true,
  couple_id: 'c1',
  service_terminated: false,
};

describe('404', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the spec's texts, links home, and shows a signed-in couple the way to its dashboard", async () => {
    mockApi({ 'GET /api/auth/me': () => [200, AOIFE] });
    renderRoutes('/no-such-page', { '*': <NotFoundPage /> });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
