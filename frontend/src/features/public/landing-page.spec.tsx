import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../lib/query-client';
import { ToastProvider } from '../../components/ui/toast';
import { AuthProvider } from '../../lib/auth/auth-context';
import { ConsentProvider } from '../../lib/consent/consent-context';
import { FRENCH_LANDING } from './landing-fr';
import { LandingPage } from './landing-page';
import { LandingTranslationProvider, type LandingTranslation } from './landing-translation';

const USER = {
  id: 'u1',
  email: 'cian@example.ie',
  first_name: 'Cian',
  last_name: null,
  role: 'primary',
  is_admin: false,
  email_verified: true,
  couple_id: 'c1',
  service_terminated: false,
};

/** Renders the landing, in English or in a translation's language, and waits for its lazy part below the hero. */
async function renderLanding(me: { status: number; body: unknown }, translation?: LandingTranslation) {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockImplementation(async () => new Response(JSON.stringify(me.body), { status: me.status })),
  );
  render(
    <LandingTranslationProvider translation={translation}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <AuthProvider>
            <ConsentProvider>
              <MemoryRouter>
                <LandingPage />
              </MemoryRouter>
            </ConsentProvider>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </LandingTranslationProvider>,
  );
  await screen.findByRole('contentinfo', {});
  // The sections may come after the footer: the contact form waits for the page's catalogue.
  await waitFor(() => expect(document.getElementById('contact')).not.toBeNull());
}

const SIGNED_OUT = { status: 401, body: { statusCode: 401, message: 'Not authenticated. Please log in.' } };

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('LandingPage', () => {
  beforeEach(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, preferences: true, analytics: true, marketing: false, accepted: true })),
  );
  afterEach(() => {
    scrollTo(0);
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows every section with the exact headings', async () => {
    await renderLanding(SIGNED_OUT);
    for (const name of [
      'Discover New Connections Through Shared Meals',
      'What Couples Say',
      'Frequently Asked Questions',
      'Tablemates',
      'Still have questions?',
      'Ready to try it?',
      'The Surprise Element',
      'Interactive Icebreakers',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: 'Join the First 50 Couples' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Already a member? Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join Today' })).toHaveAttribute('href', '/join');
    expect(screen.getByText('250+')).toBeInTheDocument();
    expect(screen.getByText('Partner Restaurants')).toBeInTheDocument();
    expect(screen.getByText('95%')).toBeInTheDocument();
  });

  it("keeps the spec's launch lines while the launch lies ahead (DECISIONS item 13)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-10-15T12:00:00Z'));
    try {
      await renderLanding(SIGNED_OUT);
      expect(screen.getByText('Launching in Dublin · November 2025')).toBeInTheDocument();
      expect(screen.getByText(/^Tablemates launches in Dublin in November 2025\./)).toBeInTheDocument();
      expect(screen.getByText(/^We launch in Dublin in November 2025\./)).toBeInTheDocument();
      expect(screen.getByText('Join the couples already on the list for our November 2025 launch in Dublin.')).toBeInTheDocument();
      scrollTo(500);
      expect(screen.getByRole('button', { name: 'Get Priority Access - November 2025' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('speaks of the launch in the past once it has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    try {
      await renderLanding(SIGNED_OUT);
      expect(screen.getByText('Dinners in Dublin since November 2025')).toBeInTheDocument();
      expect(screen.getByText(/^We launched in Dublin in November 2025\./)).toBeInTheDocument();
      expect(screen.getByText('Join the couples already on the list for our next dinners in Dublin.')).toBeInTheDocument();
      expect(screen.queryByText(/launches in|November 2025 launch/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names its two waitlist forms differently, so that screen readers can tell the landmarks apart', async () => {
    await renderLanding(SIGNED_OUT);
    const names = screen.getAllByRole('form').map((form) => form.getAttribute('aria-label'));
    expect(names.filter((name) => name?.startsWith('Join the waitlist'))).toHaveLength(2);
    expect(new Set(names).size).toBe(names.length);
  });

  it('offers Log In and Sign Up Free when signed out, Log Out when signed in', async () => {
    await renderLanding(SIGNED_OUT);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/join');
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('shows Log Out and the way back to the dashboard to a signed-in user', async () => {
    await renderLanding({ status: 200, body: USER });
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
  });

  it('turns the top bar solid past 20 px and shows the priority bar past 400 px', async () => {
    await renderLanding(SIGNED_OUT);
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('bg-transparent');
    expect(screen.queryByRole('button', { name: 'Get Priority Access' })).not.toBeInTheDocument();
    scrollTo(21);
    expect(header).toHaveClass('bg-white');
    scrollTo(401);
    const scrollSpy = vi.fn();
    vi.stubGlobal('scrollTo', scrollSpy);
    const waitlist = document.getElementById('waitlist')!;
    waitlist.getBoundingClientRect = () => ({ top: 600 }) as DOMRect;
    fireEvent.click(screen.getByRole('button', { name: 'Get Priority Access' }));
    expect(scrollSpy).toHaveBeenCalledWith(expect.objectContaining({ top: 600 + 401 - 80 }));
    expect(waitlist.querySelector('input[type="email"]')).toHaveFocus();
  });

  it('steps the priority bar aside while the waitlist form shows, so that it never covers the field', async () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    await renderLanding(SIGNED_OUT);
    scrollTo(401);
    expect(screen.getByRole('button', { name: 'Get Priority Access' })).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.queryByRole('button', { name: 'Get Priority Access' })).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByRole('button', { name: 'Get Priority Access' })).toBeInTheDocument();
  });

  it('closes the mobile menu when a link is chosen', async () => {
    await renderLanding(SIGNED_OUT);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    fireEvent.click(within(menu).getByRole('link', { name: 'Features' }));
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  describe('in French', () => {
    it('shows its sections below the hero in French', async () => {
      await renderLanding(SIGNED_OUT, FRENCH_LANDING);
      for (const name of [
        'Ce qu’en disent les couples',
        'Questions fréquentes',
        'Vous avez encore des questions ?',
        'L’effet surprise',
        'Le mot de nos fondateurs',
      ]) {
        expect(screen.getByRole('heading', { name })).toBeInTheDocument();
      }
      expect(screen.queryByRole('heading', { name: 'Frequently Asked Questions' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Rejoindre les 50 premiers couples' })).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'Inscrivez-vous dès aujourd’hui' })).toHaveAttribute('href', '/join');
      expect(screen.getByText('95 %')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Plus de témoignages' })).toBeInTheDocument();
    });

    it('words the testimonials’ months and the FAQ’s answers in French', async () => {
      await renderLanding(SIGNED_OUT, FRENCH_LANDING);
      // Aoife & Cian's card, and Lucía & Eoin's in the carousel.
      expect(screen.getAllByText('septembre 2025')).toHaveLength(2);
      expect(screen.getByText('juillet 2025')).toBeInTheDocument();
      expect(screen.getByText(/^« Nous nous sommes installés à Dublin l’an dernier/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Comment gérez-vous les restrictions alimentaires ?' }));
      expect(
        screen.getByText(
          'Vous nous indiquez vos restrictions alimentaires à l’inscription, et nous ne choisissons que des restaurants et des menus qui conviennent à toute la table.',
        ),
      ).toBeVisible();
    });

    it('names the launch month in French while the launch lies ahead', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-10-15T12:00:00Z'));
      try {
        await renderLanding(SIGNED_OUT, FRENCH_LANDING);
        expect(screen.getByText(/^Tablemates se lance à Dublin en novembre 2025\. Les 50 premiers couples/)).toBeInTheDocument();
        expect(screen.getByText(/^Nous nous lançons à Dublin en novembre 2025\./)).toBeInTheDocument();
        expect(screen.getByText('Rejoignez les couples déjà inscrits pour notre lancement à Dublin en novembre 2025.')).toBeInTheDocument();
        expect(screen.getByLabelText("J'accepte de recevoir par e-mail les nouvelles du lancement", { selector: '#waitlist input' })).toBeRequired();
        scrollTo(500);
        expect(screen.getByRole('button', { name: 'Obtenir l’accès prioritaire – novembre 2025' })).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it('speaks of the launch in the past in French once it has passed', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
      try {
        await renderLanding(SIGNED_OUT, FRENCH_LANDING);
        expect(screen.getByText(/^Tablemates organise des dîners à Dublin depuis novembre 2025\./)).toBeInTheDocument();
        expect(screen.getByText(/^Nous nous sommes lancés à Dublin en novembre 2025\./)).toBeInTheDocument();
        expect(screen.getByText('Rejoignez les couples déjà inscrits pour nos prochains dîners à Dublin.')).toBeInTheDocument();
        scrollTo(500);
        expect(screen.getByRole('button', { name: 'Obtenir l’accès prioritaire' })).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it('shows the footer in French, its year from the clock', async () => {
      await renderLanding(SIGNED_OUT, FRENCH_LANDING);
      const footer = within(screen.getByRole('contentinfo'));
      expect(footer.getByRole('link', { name: 'Fonctionnalités' })).toHaveAttribute('href', '#features');
      expect(footer.getByRole('navigation', { name: 'Mentions légales' })).toBeInTheDocument();
      expect(footer.getByRole('link', { name: 'Conditions d’utilisation' })).toHaveAttribute('href', '/terms');
      expect(footer.getByRole('button', { name: 'Paramètres des cookies' })).toBeInTheDocument();
      expect(footer.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
      expect(footer.getByText(`© ${new Date().getFullYear()} Tablemates · Dublin, Irlande`)).toBeInTheDocument();
      // The founders' note and the contact card name the place too.
      expect(screen.getAllByText('Dublin, Irlande')).toHaveLength(2);
    });
  });
});
