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
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => new Response(JSON.stringify(AOIFE), { status: 200 })));
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

  it("drops data left from a session that ran out when someone signs in", async () => {
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => new Response(JSON.stringify({ statusCode: 401 }), { status: 401 })));
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
