import { fireEvent, screen } from '@testing-library/react';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { AOIFE } from '../../testing/members';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

// A visitor: serveApi answers GET /api/auth/me signed out unless a test says otherwise.
const server = serveApi();
const signedIn = () => server.use(getGetMeMockHandler(AOIFE));

describe('a way back to the dashboard from public pages', () => {
  it.each([
    ['/privacy', <PrivacyPolicyPage />],
    ['/terms', <TermsOfServicePage />],
  ])('%s shows a signed-in couple the way to its dashboard', async (path, page) => {
    signedIn();
    renderRoutes(path, { [path]: page });
    expect(await screen.findByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows a visitor no dashboard link', async () => {
    renderRoutes('/terms', { '/terms': <TermsOfServicePage /> });
    expect(await screen.findByRole('link', { name: '← Back to home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Dashboard' })).not.toBeInTheDocument();
  });
});

describe('/terms before and after the launch (issue 26)', () => {
  afterEach(() => vi.useRealTimers());
  const termsAt = async (now: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    renderRoutes('/terms', { '/terms': <TermsOfServicePage /> });
    await screen.findByRole('link', { name: '← Back to home' });
    return screen.getAllByRole('button').map((button) => (button.textContent ?? '').replace(/^\d+\.\s*/, '').trim());
  };

  it('are waitlist terms before the launch, with the fee in a section of its own', async () => {
    const sections = await termsAt('2025-10-20T10:00:00Z');
    expect(sections).toEqual(
      expect.arrayContaining(['Waitlist communications', 'No guarantees', 'Dinner bookings and the logistics fee', 'Leaving the waitlist']),
    );
    expect(screen.getByText('Last updated: October 10, 2025', { exact: false })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /No guarantees/ }));
    const noGuarantees = screen.getByText(/Joining the waitlist does not guarantee access/);
    expect(noGuarantees.closest('[role="region"]') ?? noGuarantees.parentElement).not.toHaveTextContent('logistics fee');
  });

  it('are the terms of the service after it, with no waitlist terms and the fee not under "No guarantees"', async () => {
    const sections = await termsAt('2026-11-23T10:00:00Z');
    expect(sections).toEqual(
      expect.arrayContaining(['Your account and your couple', 'Dinner bookings and the logistics fee', 'Dinners, matching and the reveal', 'Leaving']),
    );
    expect(sections).not.toContain('Waitlist communications');
    expect(sections).not.toContain('No guarantees');
    expect(sections).not.toContain('Leaving the waitlist');
    expect(screen.queryByText(/launch updates/)).not.toBeInTheDocument();
    expect(screen.getByText('Last updated: November 1, 2025', { exact: false })).toBeInTheDocument();
  });
});
