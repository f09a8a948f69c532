import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { CurrentUserDto } from '../../api/generated/model';
import { createQueryClient } from '../query-client';
import { AuthContextValue, AuthProvider, PARTNER_PLACEHOLDER_USER, useAuth } from './auth-context';

function Consumer() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Consumer />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('setUser', () => {
  const AOIFE: CurrentUserDto = { ...PARTNER_PLACEHOLDER_USER, id: 'aoife', email: 'aoife@example.ie', first_name: 'Aoife', role: 'primary' };
  const NIAMH: CurrentUserDto = { ...AOIFE, id: 'niamh', email: 'niamh@example.ie', first_name: 'Niamh' };

  function renderAuth() {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => new Response(JSON.stringify(AOIFE), { status: 200 })),
    );
    const queryClient = createQueryClient();
    let auth: AuthContextValue | undefined;
    function Capture() {
      auth = useAuth();
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Capture />
        </AuthProvider>
      </QueryClientProvider>,
    );
    return { queryClient, auth: () => auth! };
  }
  afterEach(() => vi.unstubAllGlobals());

  it("drops the previous user's cached data when another user signs in in the same browser", async () => {
    const { queryClient, auth } = renderAuth();
    await vi.waitFor(() => expect(auth().user?.id).toBe('aoife'));
    queryClient.setQueryData(['/api/user/profile'], { couple_id: 'aoife-couple' });
    act(() => auth().setUser(NIAMH));
    await vi.waitFor(() => expect(auth().user?.id).toBe('niamh'));
    expect(queryClient.getQueryData(['/api/user/profile'])).toBeUndefined();
  });

  it('drops data left from a session that ran out when someone signs in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => new Response(JSON.stringify({ statusCode: 401 }), { status: 401 })),
    );
    const queryClient = createQueryClient();
    let auth: AuthContextValue | undefined;
    function Capture() {
      auth = useAuth();
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Capture />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(auth!.isLoading).toBe(false));
    queryClient.setQueryData(['/api/user/profile'], { couple_id: 'someone-else' });
    act(() => auth!.setUser(NIAMH));
    expect(queryClient.getQueryData(['/api/user/profile'])).toBeUndefined();
  });

  it('keeps cached data when the same user is stored again', async () => {
    const { queryClient, auth } = renderAuth();
    await vi.waitFor(() => expect(auth().user?.id).toBe('aoife'));
    queryClient.setQueryData(['/api/user/profile'], { couple_id: 'aoife-couple' });
    act(() => auth().setUser(AOIFE));
    expect(queryClient.getQueryData(['/api/user/profile'])).toEqual({ couple_id: 'aoife-couple' });
  });
});

describe('a page sent without a session cookie (noSession)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderAuth(noSession: boolean) {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    let auth: AuthContextValue | undefined;
    function Capture() {
      auth = useAuth();
      return null;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider noSession={noSession}>
          <Capture />
        </AuthProvider>
      </QueryClientProvider>,
    );
    return { auth: () => auth!, answer: (response: Response) => act(() => answer(response)) };
  }

  it('is signed out at once, without waiting for the current-user call, which still confirms it', async () => {
    const { auth, answer } = renderAuth(true);
    expect(auth()).toMatchObject({ user: null, isLoading: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    await answer(new Response(JSON.stringify({ statusCode: 401 }), { status: 401 }));
    await vi.waitFor(() => expect(auth()).toMatchObject({ user: null, isLoading: false, lookupFailed: false }));
  });

  it('otherwise waits for the current-user call', () => {
    const { auth } = renderAuth(false);
    expect(auth().isLoading).toBe(true);
  });
});
