import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetAccountSettingsMockHandler, getGetMemberNewsletterMockHandler } from '../../api/generated/account/account.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import { recordBodies, serveApi } from '../../testing/api-server';
import { AOIFE } from '../../testing/members';
import { renderRoutes } from '../../testing/render-routes';
import SettingsPage from './settings-page';

const server = serveApi();

/** PUT /api/user/account/language as the backend answers it: the effective language (Dublin's is English). */
const LANGUAGE_ROUTE = http.put('/api/user/account/language', async ({ request }) => {
  const { language } = (await request.json()) as { language: 'en' | 'fr' | null };
  return HttpResponse.json({ language: language ?? 'en', chosen: language });
});

beforeEach(() => {
  server.use(
    LANGUAGE_ROUTE,
    getGetMeMockHandler(AOIFE),
    getGetAccountSettingsMockHandler({ email: AOIFE.email, pending_email_change: null, dinner_reminders: true }),
    getGetMemberNewsletterMockHandler({
      subscribed: false,
      subscribed_at: null,
      source: null,
      consent_text: 'I agree to receive the Tablemates newsletter by email',
    }),
  );
});

describe('Settings: the language choice', () => {
  it('saves French (PUT /api/user/account/language) and switches the page to French, then back to the city’s language', async () => {
    const sent = recordBodies(server);
    renderRoutes('/couplesprofile/settings', { '/couplesprofile/settings': <SettingsPage /> });
    const language = within(await screen.findByRole('region', { name: 'Language' }));
    expect(language.getByRole('radio', { name: "My city's language" })).toBeChecked();

    await userEvent.click(language.getByRole('radio', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    const langue = within(screen.getByRole('region', { name: 'Langue' }));
    expect(langue.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour au tableau de bord/ })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));

    await userEvent.click(langue.getByRole('radio', { name: 'La langue de ma ville' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await sent('/api/user/account/language')).toEqual([{ language: 'fr' }, { language: null }]);
  });

  it('shows French password checks to a member who reads French', async () => {
    renderRoutes('/couplesprofile/settings', { '/couplesprofile/settings': <SettingsPage /> });
    await userEvent.click(within(await screen.findByRole('region', { name: 'Language' })).getByRole('radio', { name: 'Français' }));
    const password = within(await screen.findByRole('region', { name: 'Mot de passe' }));
    await userEvent.click(password.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await password.findByText('Veuillez saisir votre mot de passe actuel.')).toBeInTheDocument();
  });

  it('asks the server again, in the new language, for what it words for the reader once the page has switched', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/user/account', ({ request }) => {
        asked.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({ email: AOIFE.email, pending_email_change: null, dinner_reminders: true });
      }),
    );
    renderRoutes('/couplesprofile/settings', { '/couplesprofile/settings': <SettingsPage /> });
    const language = within(await screen.findByRole('region', { name: 'Language' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    await userEvent.click(language.getByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('fr');
  });
});
