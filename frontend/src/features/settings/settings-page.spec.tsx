import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import {
  getCancelEmailChangeMockHandler,
  getChangeOwnPasswordMockHandler,
  getGetAccountSettingsMockHandler,
  getGetMemberNewsletterMockHandler,
  getRequestEmailChangeMockHandler,
  getResendEmailChangeMockHandler,
  getUpdateMailPreferencesMockHandler,
  getUpdateMemberNewsletterMockHandler,
} from '../../api/generated/account/account.msw';
import { getGetMeMockHandler } from '../../api/generated/auth/auth.msw';
import type { AccountSettingsDto, MailPreferencesDto, MemberNewsletterDto } from '../../api/generated/model';
import { onOperation, recordBodies, refusal, serveApi } from '../../testing/api-server';
import { renderRoutes } from '../../testing/render-routes';
import { AOIFE } from '../../testing/members';
import SettingsPage from './settings-page';

const ACCOUNT: AccountSettingsDto = { email: 'aoife@example.ie', pending_email_change: null, dinner_reminders: true };
const NEWSLETTER: MemberNewsletterDto = {
  subscribed: false,
  subscribed_at: null,
  source: null,
  consent_text: 'I agree to receive the Tablemates newsletter by email',
};

const server = serveApi();

/** Aoife signed in with her account and newsletter; `handlers` come first. */
const settingsApi = (...handlers: HttpHandler[]) =>
  server.use(...handlers, getGetMeMockHandler(AOIFE), getGetAccountSettingsMockHandler(ACCOUNT), getGetMemberNewsletterMockHandler(NEWSLETTER));
const renderSettings = () => renderRoutes('/couplesprofile/settings', { '/couplesprofile/settings': <SettingsPage /> });
const section = (name: string) => within(screen.getByRole('region', { name }));
/** The JSON bodies this test sent to a path, GETs (which share some paths and send none) left out. */
const recordSaves = () => {
  const sent = recordBodies(server);
  return async (path: string) => (await sent(path)).filter((body) => body !== undefined);
};
/** Typing into several fields of a page with four sections is slow on a busy machine. */
const SLOW_MS = 20_000;

const fill = async (current: string, next: string, confirm = next) => {
  const password = within(await screen.findByRole('region', { name: 'Password' }));
  await userEvent.type(password.getByLabelText(/^Current password/), current);
  await userEvent.type(password.getByLabelText(/^New password/), next);
  await userEvent.type(password.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(password.getByRole('button', { name: 'Change password' }));
};

describe('/couplesprofile/settings', () => {
  it(
    'changes the password, says other devices were signed out and empties the form',
    async () => {
      const sent = recordSaves();
      settingsApi(getChangeOwnPasswordMockHandler({ message: 'Your password has been changed. Other devices have been signed out.' }));
      renderSettings();
      expect(await screen.findByText('aoife@example.ie')).toBeInTheDocument();
      await fill('Dinner4Two!', 'Supper4Four!');
      expect(await screen.findByText('Password changed')).toBeInTheDocument();
      expect(await sent('/api/user/account/password')).toEqual([
        { current_password: 'Dinner4Two!', new_password: 'Supper4Four!', confirm_password: 'Supper4Four!' },
      ]);
      expect(section('Password').getByLabelText(/^Current password/)).toHaveValue('');
    },
    SLOW_MS,
  );

  it(
    "checks the new password on the client with the server's words, and shows the server's field error",
    async () => {
      const sent = recordSaves();
      settingsApi(
        onOperation(getChangeOwnPasswordMockHandler, () =>
          refusal({
            statusCode: 400,
            error: 'Bad Request',
            message: 'Your current password is not correct.',
            fields: { current_password: ['Your current password is not correct.'] },
          }),
        ),
      );
      renderSettings();
      await fill('Dinner4Two!', 'weak');
      expect(screen.getByText(/Password must be at least 8 characters long/)).toBeInTheDocument();
      expect(await sent('/api/user/account/password')).toEqual([]);
      const password = section('Password');
      await userEvent.clear(password.getByLabelText(/^New password/));
      await userEvent.clear(password.getByLabelText(/^Confirm new password/));
      await userEvent.type(password.getByLabelText(/^New password/), 'Supper4Four!');
      await userEvent.type(password.getByLabelText(/^Confirm new password/), 'Supper4Four!');
      await userEvent.click(password.getByRole('button', { name: 'Change password' }));
      expect(await screen.findAllByText('Your current password is not correct.')).not.toHaveLength(0);
    },
    SLOW_MS,
  );
});

describe('changing the sign-in email', () => {
  it(
    'checks the address and password first, then asks for the change and shows it pending',
    async () => {
      let account = ACCOUNT;
      const sent = recordSaves();
      settingsApi(
        getGetAccountSettingsMockHandler(() => account),
        getRequestEmailChangeMockHandler(() => {
          account = { ...ACCOUNT, pending_email_change: { new_email: 'aoife.new@example.ie', expires_at: '2026-03-03T10:00:00.000Z' } };
          return { new_email: 'aoife.new@example.ie', expires_at: '2026-03-03T10:00:00.000Z' };
        }),
      );
      renderSettings();
      const email = within(await screen.findByRole('region', { name: 'Sign-in email' }));
      await userEvent.type(await email.findByLabelText(/^New email/), 'AOIFE@example.ie');
      await userEvent.click(email.getByRole('button', { name: 'Change email' }));
      expect(email.getByText('This is already your sign-in email.')).toBeInTheDocument();
      expect(email.getByText('Please enter your current password.')).toBeInTheDocument();
      expect(await sent('/api/user/account/email-change')).toEqual([]);

      await userEvent.clear(email.getByLabelText(/^New email/));
      await userEvent.type(email.getByLabelText(/^New email/), ' aoife.new@example.ie ');
      await userEvent.type(email.getByLabelText(/^Current password/), 'Dinner4Two!');
      await userEvent.click(email.getByRole('button', { name: 'Change email' }));
      expect(await email.findByText(/Until you open it you still sign in with/)).toHaveTextContent(
        'We sent a link to aoife.new@example.ie. Until you open it you still sign in with aoife@example.ie.',
      );
      expect(await sent('/api/user/account/email-change')).toEqual([{ new_email: 'aoife.new@example.ie', current_password: 'Dinner4Two!' }]);
    },
    SLOW_MS,
  );

  it(
    "shows the server's refusal on the field: an address in use",
    async () => {
      settingsApi(
        onOperation(getRequestEmailChangeMockHandler, () =>
          refusal({
            statusCode: 409,
            error: 'Conflict',
            message: 'That email is already in use.',
            code: 'IDENTITY.EMAIL_IN_USE',
            fields: { new_email: ['That email is already in use.'] },
          }),
        ),
      );
      renderSettings();
      const email = within(await screen.findByRole('region', { name: 'Sign-in email' }));
      await userEvent.type(await email.findByLabelText(/^New email/), 'taken@example.ie');
      await userEvent.type(email.getByLabelText(/^Current password/), 'Dinner4Two!');
      await userEvent.click(email.getByRole('button', { name: 'Change email' }));
      expect(await email.findByText('That email is already in use.')).toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    'resends the link and cancels the pending change',
    async () => {
      let account: AccountSettingsDto = {
        ...ACCOUNT,
        pending_email_change: { new_email: 'aoife.new@example.ie', expires_at: '2026-03-03T10:00:00.000Z' },
      };
      let cancels = 0;
      settingsApi(
        getGetAccountSettingsMockHandler(() => account),
        getResendEmailChangeMockHandler({ new_email: 'aoife.new@example.ie', expires_at: '2026-03-03T11:00:00.000Z' }),
        getCancelEmailChangeMockHandler(() => {
          cancels += 1;
          account = ACCOUNT;
        }),
      );
      renderSettings();
      const email = within(await screen.findByRole('region', { name: 'Sign-in email' }));
      await userEvent.click(await email.findByRole('button', { name: 'Send the link again' }));
      expect(await screen.findByText('Link sent again')).toBeInTheDocument();
      await userEvent.click(email.getByRole('button', { name: 'Cancel the change' }));
      expect(await email.findByLabelText(/^New email/)).toBeInTheDocument();
      expect(cancels).toBe(1);
    },
    SLOW_MS,
  );
});

describe('mail preferences', () => {
  it(
    'turns dinner reminders off and the newsletter on, and says which mails always come',
    async () => {
      const sent = recordSaves();
      settingsApi(
        getUpdateMailPreferencesMockHandler(async ({ request }) => (await request.json()) as MailPreferencesDto),
        getUpdateMemberNewsletterMockHandler({ ...NEWSLETTER, subscribed: true, subscribed_at: '2026-03-02T10:00:00.000Z', source: 'account_settings' }),
      );
      renderSettings();
      const preferences = within(await screen.findByRole('region', { name: 'Mail preferences' }));
      const reminders = await preferences.findByRole('switch', { name: 'Dinner reminders' });
      expect(reminders).toHaveAttribute('aria-checked', 'true');
      expect(reminders).toHaveAccessibleDescription('A teaser a few hours before each dinner, and a request to review it afterwards.');
      await userEvent.click(reminders);
      await vi.waitFor(() => expect(reminders).toHaveAttribute('aria-checked', 'false'));
      const newsletter = preferences.getByRole('switch', { name: 'Newsletter and offers' });
      await userEvent.click(newsletter);
      await vi.waitFor(() => expect(newsletter).toHaveAttribute('aria-checked', 'true'));
      expect(await sent('/api/user/account/mail-preferences')).toEqual([{ dinner_reminders: false }]);
      expect(await sent('/api/user/account/newsletter')).toEqual([{ subscribed: true }]);
      expect(preferences.getByText(/booking confirmations, the reveal of a booked dinner, cancellations and refunds/)).toBeInTheDocument();
    },
    SLOW_MS,
  );

  it(
    'shows the newsletter on for a member who opted in at sign-up',
    async () => {
      settingsApi(getGetMemberNewsletterMockHandler({ ...NEWSLETTER, subscribed: true, subscribed_at: '2026-03-01T09:00:00.000Z', source: 'signup' }));
      renderSettings();
      expect(await screen.findByRole('switch', { name: 'Newsletter and offers' })).toHaveAttribute('aria-checked', 'true');
    },
    SLOW_MS,
  );

  it(
    'asks a member whose email is not verified yet to verify it first, with no newsletter switch and no newsletter call',
    async () => {
      const sent = recordBodies(server);
      settingsApi(getGetMeMockHandler({ ...AOIFE, email_verified: false }));
      renderSettings();
      const preferences = within(await screen.findByRole('region', { name: 'Mail preferences' }));
      expect(await preferences.findByText('Verify your email address first: we sent you a link.')).toBeInTheDocument();
      expect(preferences.getByText('Newsletter and offers')).toBeInTheDocument();
      expect(preferences.queryByRole('switch', { name: 'Newsletter and offers' })).not.toBeInTheDocument();
      expect(preferences.getByRole('switch', { name: 'Dinner reminders' })).toBeEnabled();
      expect(await sent('/api/user/account/newsletter')).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    "shows the server's refusal of an address not verified (a page opened before another tab's change) and leaves the switch off",
    async () => {
      settingsApi(
        onOperation(getUpdateMemberNewsletterMockHandler, () =>
          refusal({ statusCode: 403, error: 'Forbidden', code: 'CONSENT.EMAIL_NOT_VERIFIED', message: 'Verify your email address first: we sent you a link.' }),
        ),
      );
      renderSettings();
      const newsletter = await screen.findByRole('switch', { name: 'Newsletter and offers' });
      await userEvent.click(newsletter);
      expect(await screen.findByText('Preference not saved')).toBeInTheDocument();
      expect(screen.getByText('Verify your email address first: we sent you a link.')).toBeInTheDocument();
      expect(newsletter).toHaveAttribute('aria-checked', 'false');
    },
    SLOW_MS,
  );

  it(
    'keeps the switch as it was and says so when saving fails',
    async () => {
      settingsApi(
        onOperation(getUpdateMailPreferencesMockHandler, () => refusal({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' })),
      );
      renderSettings();
      const reminders = await screen.findByRole('switch', { name: 'Dinner reminders' });
      await userEvent.click(reminders);
      expect(await screen.findByText('Preference not saved')).toBeInTheDocument();
      expect(reminders).toHaveAttribute('aria-checked', 'true');
    },
    SLOW_MS,
  );
});
