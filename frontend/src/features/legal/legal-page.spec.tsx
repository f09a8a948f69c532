import { screen } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render-routes';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

const AOIFE = { id: 'u1', email: 'aoife@example.ie', first_name: 'Aoife', last_name: 'Byrne', role: 'primary', is_admin: false, email_verified: true, couple_id: 'c1', service_terminated: false };
const signedIn = () => mockApi({ 'GET /api/auth/me': () => [200, AOIFE] });
const visitor = () => mockApi({ 'GET /api/auth/me': () => [401, { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' }] });

describe('a way back to the dashboard from public pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/privacy', <PrivacyPolicyPage />],
    ['/terms', <TermsOfServicePage />],
  ])('%s shows a signed-in couple the way to its dashboard', async (path, page) => {
    signedIn();
    renderRoutes(path, { [path]: page });
    expect(await screen.findByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows a visitor no dashboard link', async () => {
    visitor();
    renderRoutes('/terms', { '/terms': <TermsOfServicePage /> });
    expect(await screen.findByRole('link', { name: '← Back to home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Dashboard' })).not.toBeInTheDocument();
  });
});
