import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createQueryClient } from '../../lib/query-client';
import { ToastProvider } from '../../components/ui/toast';
import { hasLaunched } from '../../lib/launch';
import { FRENCH_LANDING } from './landing-fr';
import { LandingTranslationProvider } from './landing-translation';
import { WaitlistForm } from './waitlist-form';
import { WaitlistSection } from './waitlist-section';

const fetchMock = vi.fn();
/** The consent box as the clock words it: launch updates only before the launch. */
const consentText = () => (hasLaunched() ? 'I agree to receive emails about new dinners and open tables' : 'I agree to receive launch updates via email');

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <WaitlistForm />
      </ToastProvider>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'aoife@example.ie' } });
  fireEvent.click(screen.getByLabelText(consentText()));
}

describe('WaitlistForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('requires an email and the consent checkbox', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <WaitlistForm />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Email address')).toBeRequired();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(consentText())).toBeRequired();
  });

  it("asks with 'Submitting...' while busy, then says to confirm from the inbox, and resets the form", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Join the First 50 Couples' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ email: 'aoife@example.ie', consent: true });
    answer(new Response(JSON.stringify({ email: 'aoife@example.ie', confirmWithinDays: 7 }), { status: 200 }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText('Open the link we sent to aoife@example.ie within 7 days to confirm your place on the waitlist.')).toBeInTheDocument();
    // The standing waits for the confirmation: the form's answer is the same for any address.
    expect(screen.queryByText(/You're couple #/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.getByLabelText(consentText())).not.toBeChecked();
  });

  it('shows the failure toast and keeps the email', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ statusCode: 400, message: 'Please enter a valid email address.' }), { status: 400 }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Join the First 50 Couples' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oh no! Something went wrong.');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not submit the form. Please try again.');
    expect(screen.getByLabelText('Email address')).toHaveValue('aoife@example.ie');
  });

  it.each([
    ['2025-10-20T10:00:00Z', 'I agree to receive launch updates via email'],
    ['2026-11-23T10:00:00Z', 'I agree to receive emails about new dinners and open tables'],
  ])('on %s asks consent to what the waitlist will send: launch updates only before the launch (issue 26)', (now, consent) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    try {
      render(
        <QueryClientProvider client={createQueryClient()}>
          <ToastProvider>
            <WaitlistForm />
          </ToastProvider>
        </QueryClientProvider>,
      );
      expect(screen.getByLabelText(consent)).toBeRequired();
    } finally {
      vi.useRealTimers();
    }
  });

  it("joins the coming-soon city's own waitlist when the page was opened for it (/?city=London)", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ email: 'aoife@example.ie', confirmWithinDays: 7 }), { status: 200 }));
    window.history.pushState({}, '', '/?city=London#waitlist');
    onTestFinished(() => window.history.pushState({}, '', '/'));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <WaitlistSection />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText("You're joining the London waitlist: we'll email you when we open there.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'aoife@example.ie' } });
    fireEvent.click(screen.getByLabelText(consentText()));
    fireEvent.click(screen.getByRole('button', { name: 'Join the First 50 Couples' }));
    expect(
      await screen.findByText('Open the link we sent to aoife@example.ie within 7 days to confirm your place on the London waitlist.'),
    ).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ email: 'aoife@example.ie', consent: true, city: 'London' });
  });

  describe('in French', () => {
    function renderFrench() {
      render(
        <LandingTranslationProvider translation={FRENCH_LANDING}>
          <QueryClientProvider client={createQueryClient()}>
            <ToastProvider>
              <WaitlistForm />
            </ToastProvider>
          </QueryClientProvider>
        </LandingTranslationProvider>,
      );
    }

    it.each([
      ['2025-10-20T10:00:00Z', "J'accepte de recevoir par e-mail les nouvelles du lancement"],
      ['2026-11-23T10:00:00Z', "J'accepte de recevoir des e-mails sur les nouveaux dîners et les tables disponibles"],
    ])('on %s names its fields and asks consent in French, as the server records it', (now, consent) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(now));
      try {
        renderFrench();
        expect(screen.getByRole('form', { name: 'Rejoindre la liste d’attente' })).toBeInTheDocument();
        expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('placeholder', 'Votre adresse e-mail');
        expect(screen.getByLabelText(consent)).toBeRequired();
        expect(screen.getByRole('button', { name: 'Rejoindre les 50 premiers couples' })).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it('says in French to confirm from the inbox', async () => {
      fetchMock.mockResolvedValue(new Response(JSON.stringify({ email: 'aoife@example.ie', confirmWithinDays: 7 }), { status: 200 }));
      renderFrench();
      fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'aoife@example.ie' } });
      fireEvent.click(screen.getByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: 'Rejoindre les 50 premiers couples' }));
      expect(await screen.findByText('Consultez votre boîte de réception')).toBeInTheDocument();
      expect(
        screen.getByText('Ouvrez le lien envoyé à aoife@example.ie dans les 7 jours pour confirmer votre place sur la liste d’attente.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('');
    });

    it('shows the failure toast in French', async () => {
      fetchMock.mockResolvedValue(new Response(JSON.stringify({ statusCode: 400, message: 'Veuillez saisir une adresse e-mail valide.' }), { status: 400 }));
      renderFrench();
      fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'aoife@example.ie' } });
      fireEvent.click(screen.getByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: 'Rejoindre les 50 premiers couples' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Oups ! Une erreur s’est produite.');
      expect(screen.getByRole('alert')).toHaveTextContent('Impossible d’envoyer le formulaire. Veuillez réessayer.');
    });

    it("tells in French which city's waitlist the visitor joins", async () => {
      fetchMock.mockResolvedValue(new Response(JSON.stringify({ email: 'aoife@example.ie', confirmWithinDays: 7 }), { status: 200 }));
      window.history.pushState({}, '', '/?city=London#waitlist');
      onTestFinished(() => window.history.pushState({}, '', '/'));
      render(
        <LandingTranslationProvider translation={FRENCH_LANDING}>
          <QueryClientProvider client={createQueryClient()}>
            <ToastProvider>
              <WaitlistSection />
            </ToastProvider>
          </QueryClientProvider>
        </LandingTranslationProvider>,
      );
      expect(screen.getByText('Vous rejoignez la liste d’attente de London : nous vous écrirons dès que nous y ouvrirons.')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'aoife@example.ie' } });
      fireEvent.click(screen.getByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: 'Rejoindre les 50 premiers couples' }));
      expect(
        await screen.findByText('Ouvrez le lien envoyé à aoife@example.ie dans les 7 jours pour confirmer votre place sur la liste d’attente de London.'),
      ).toBeInTheDocument();
    });
  });
});
