import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createQueryClient } from '../../lib/query-client';
import { ToastProvider } from '../ui/toast';
import { ContactForm } from './contact-form';
import { errorsOf } from '../../lib/forms/form-checks';
import { contactMessages, ContactFormVariant, contactSchema, ContactValues } from './contact-validation';
import { ENGLISH_WORDING } from '../../i18n/use-t';

const validateContact = (values: ContactValues, variant: ContactFormVariant) => errorsOf(contactSchema, contactMessages(ENGLISH_WORDING.t, variant), values);

const fetchMock = vi.fn();

function renderForm(variant: ContactFormVariant, initial?: { name?: string; email?: string }) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <ContactForm variant={variant} initial={initial} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

function fillValid() {
  type('Name', 'Aoife');
  type('Email', 'aoife@example.ie');
  type('Subject', 'Hi');
  type('Message', 'A question about dinners.');
}

describe('contact form validation', () => {
  const short = { name: 'A', email: 'nope', subject: 'x', message: 'too short' };

  it('uses the landing page wording', () => {
    expect(validateContact(short, 'landing')).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Subject must be at least 2 characters.',
      message: 'Message must be at least 10 characters.',
    });
  });

  it('uses the support page wording', () => {
    expect(validateContact(short, 'support')).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters',
    });
  });

  it('accepts the minimums exactly, ignoring surrounding spaces', () => {
    expect(validateContact({ name: 'Al', email: ' a@b.ie ', subject: 'Hi', message: '0123456789' }, 'landing')).toEqual({});
    expect(validateContact({ name: ' A ', email: 'a@b.ie', subject: 'Hi', message: '0123456789' }, 'landing')).toHaveProperty('name');
  });
});

describe('ContactForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the errors and sends nothing while invalid', async () => {
    renderForm('landing');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends, shows 'Sending...' while busy, then 'Message sent!' and resets", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm('landing');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      name: 'Aoife',
      email: 'aoife@example.ie',
      subject: 'Hi',
      message: 'A question about dinners.',
      language: 'en',
    });
    answer(new Response(JSON.stringify({ id: '1', receivedAt: 'x' }), { status: 201 }));
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it("shows 'Error' with the server message on the landing page", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ statusCode: 429, message: 'Too many requests.', error: 'Too Many Requests' }), { status: 429 }));
    renderForm('landing');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message: Too many requests.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Aoife');
  });

  it("stops typing at the server's limits and shows the server's words when a body is still too large", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          statusCode: 413,
          message: 'That is more than we can take in one go — shorten the text and try again.',
          error: 'Payload Too Large',
          code: 'body_too_large',
        }),
        { status: 413 },
      ),
    );
    renderForm('landing');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/^Subject/)).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('maxLength', '5000');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message: That is more than we can take in one go — shorten the text and try again.',
    );
  });

  it("prefills the support page and titles its failure 'Submission Failed'", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    renderForm('support', { name: 'Cian Walsh', email: 'cian@example.ie' });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Cian Walsh');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('cian@example.ie');
    type('Subject', 'Booking');
    type('Message', 'Can we change our dinner date?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission Failed');
  });
});
