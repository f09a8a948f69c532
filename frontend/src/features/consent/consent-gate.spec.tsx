import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../lib/query-client';
import { ToastProvider } from '../../components/ui/toast';
import { ConsentGate } from './consent-gate';
import { CONSENT_PRESETS, CONSENT_STORAGE_KEY, readConsent } from '../../lib/consent/consent-record';

const fetchMock = vi.fn();

function renderGate() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <ConsentGate>
          <p>The app</p>
        </ConsentGate>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const recordedBodies = () => fetchMock.mock.calls.filter(([url]) => url === '/api/consent').map(([, init]) => JSON.parse(init.body));

async function showBanner() {
  renderGate();
  expect(screen.queryByRole('heading', { name: 'We value your privacy' })).not.toBeInTheDocument();
  await act(async () => vi.advanceTimersByTime(1000));
  expect(screen.getByRole('heading', { name: 'We value your privacy' })).toBeInTheDocument();
}

/** The dialogs and the limited screen are lazy chunks; findBy waits for them with real timers. */
const useRealTimersForLazyDialogs = () => vi.useRealTimers();

describe('cookie consent', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    fetchMock.mockReset().mockImplementation(async () => new Response(JSON.stringify({ id: 'r1', recordedAt: '2025-10-22T08:00:00.000Z' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the banner 1 s after load when no choice was made, and not again once made', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('heading', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });

  it('never shows the banner when a choice is stored', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...CONSENT_PRESETS.recommended, accepted: true }));
    renderGate();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('heading', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });

  it('Accept All stores all four flags true and records the choice on the server', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(stored()).toEqual({ necessary: true, preferences: true, analytics: true, marketing: true, accepted: true });
    await act(async () => undefined);
    expect(recordedBodies()).toEqual([
      {
        necessary: true,
        preferences: true,
        analytics: true,
        marketing: true,
        anonymousId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        policyVersion: '2025-10-10',
      },
    ]);
    expect(screen.getByText('Cookie preferences saved')).toBeInTheDocument();
  });

  it('Recommended Settings stores necessary, preferences and analytics, not marketing', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Recommended Settings' }));
    expect(stored()).toEqual({ necessary: true, preferences: true, analytics: true, marketing: false, accepted: true });
  });

  it('Essential Only keeps essential cookies, refuses the others and leaves the app in place', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(stored()).toEqual({ necessary: true, preferences: false, analytics: false, marketing: false, accepted: true });
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });

  it('reads a refusal of essential cookies stored by an older version as essential only', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: false, preferences: false, analytics: true, marketing: false, accepted: true }));
    expect(readConsent()).toEqual({ necessary: true, preferences: false, analytics: true, marketing: false, accepted: true });
    renderGate();
    expect(screen.getByText('The app')).toBeInTheDocument();
  });

  it('Customize saves the switches chosen, with essential cookies on', async () => {
    await showBanner();
    useRealTimersForLazyDialogs();
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics cookies' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Marketing cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(stored()).toEqual({ necessary: true, preferences: true, analytics: false, marketing: true, accepted: true }));
  });

  it('ignores a malformed stored record', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"necessary":"yes"}');
    expect(readConsent()).toBeNull();
  });
});
