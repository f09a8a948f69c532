import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getGetMeMockHandler, getLoginMockHandler, getRequestMagicLinkMockHandler } from '../../api/generated/auth/auth.msw';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { AOIFE } from '../../testing/members';
import LoginPage from './login-page';

const renderLogin = (path = '/login') => renderRoutes(path, { '/login': <LoginPage />, '/book/:dinnerId': <p>Booking</p> }).router;

describe('/login', () => {
  const server = serveApi();

  it('sends a signed-in user to /dashboard', async () => {
    server.use(getGetMeMockHandler(AOIFE));
    const router = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
  });

  it('needs both fields', async () => {
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
  });

  it('signs in, greets by first name and goes to the dashboard', async () => {
    const sent = recordBodies(server);
    server.use(getLoginMockHandler({ user: AOIFE, message: 'Login successful' }));
    const router = renderLogin();
    await userEvent.type(await screen.findByLabelText(/^Email/), 'aoife@example.ie');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Dinner2gether!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Login successful');
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back, Aoife!');
    expect(await sent('/api/auth/login')).toEqual([{ email: 'aoife@example.ie', password: 'Dinner2gether!' }]);
  });

  it('returns to the allow-listed deep link it was sent from, and never leaves the site', async () => {
    server.use(getLoginMockHandler({ user: AOIFE, message: 'Login successful' }));
    const router = renderLogin('/login?returnTo=%2Fbook%2Fd1');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'aoife@example.ie');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Dinner2gether!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/d1'));
    expect(await screen.findByText('Booking')).toBeInTheDocument();
  });

  it('ignores a returnTo outside the allow list', async () => {
    server.use(getGetMeMockHandler(AOIFE));
    const router = renderLogin('/login?returnTo=%2F%2Fevil.example%2Fbook%2Fd1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeInTheDocument();
  });

  it("shows the server's message when the login fails", async () => {
    server.use(onOperation(getLoginMockHandler, () => refusal({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' })));
    renderLogin();
    await userEvent.type(await screen.findByLabelText(/^Email/), 'aoife@example.ie');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('fails every social sign-in with the notice', async () => {
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Google' }));
    expect(screen.getByText('Sign-in Issue')).toBeInTheDocument();
    expect(screen.getByText('Google Sign-in Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Social login temporarily unavailable')).toHaveLength(2);
  });

  it('offers the sign-in dialog', async () => {
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'More sign-in options' }));
    const dialog = screen.getByRole('dialog', { name: 'Tablemates' });
    expect(dialog).toHaveTextContent('By continuing, you agree to our Terms of Service and Privacy Policy');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(screen.getByText('Facebook Sign-in Failed')).toBeInTheDocument();
  });

  it('shows an error query parameter as a toast', async () => {
    renderLogin('/login?error=Your%20link%20has%20expired');
    expect(await screen.findByText('Login Error')).toBeInTheDocument();
    expect(screen.getByText('Your link has expired')).toBeInTheDocument();
  });

  it('emails a sign-in link to the typed address', async () => {
    const sent = recordBodies(server);
    server.use(getRequestMagicLinkMockHandler({ message: 'If an account exists, a sign-in link is on its way.' }));
    renderLogin();
    await userEvent.type(await screen.findByLabelText(/^Email/), 'aoife@example.ie');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('If an account exists, a sign-in link is on its way.')).toBeInTheDocument();
    expect(await sent('/api/auth/magic-link')).toEqual([{ email: 'aoife@example.ie' }]);
  });
});
