import { screen } from '@testing-library/react';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { AOIFE } from '../../testing/members';
import { NotFoundPage } from './not-found-page';

describe('404', () => {
  const server = serveApi();

  it("keeps the spec's texts, links home, and shows a signed-in couple the way to its dashboard", async () => {
    server.use(getGetMeMockHandler(AOIFE));
    renderRoutes('/no-such-page', { '*': <NotFoundPage /> });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
