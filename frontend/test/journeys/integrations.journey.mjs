import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { browserUnavailable, DESKTOP, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { eventually, newPage, openAdminSection, signInAsAdmin, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();

/** A receiver on this machine, as an integrator's server: it records every webhook and answers 200. */
async function startReceiver() {
  const received = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ signature: request.headers['tablemates-signature'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(200).end('received');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, url: `http://127.0.0.1:${server.address().port}/hooks`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the integrations console in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  it('creates a key (its secret shown once), registers an endpoint, sends a test event, sees and resends it, revokes the key', async () => {
    const receiver = await startReceiver();
    const page = await newPage(browser, DESKTOP);
    try {
      await step(page, 'integrations', async () => {
        await signInAsAdmin(page, app.baseUrl);
        await openAdminSection(page, DESKTOP, 'Integrations');
        await page.getByRole('heading', { name: 'API keys' }).waitFor();

        const keyForm = page.getByRole('form', { name: 'Create an API key' });
        await keyForm.getByLabel(/^Name/).fill('Journey CRM');
        await keyForm.getByLabel(/^Read dinners/).check();
        await keyForm.getByRole('button', { name: 'Create key' }).click();
        const secret = (await page.getByLabel('New API key').textContent()).trim();
        assert.match(secret, /^tm_[A-Za-z0-9_-]{43}$/);
        await screenshot(page, 'integrations-new-key');
        const listed = await fetch(`${app.baseUrl}/api/integrations/dinners`, { headers: { Authorization: `Bearer ${secret}` } });
        assert.equal(listed.status, 200, 'the new key lists dinners');
        await page.getByRole('button', { name: 'I have copied it' }).click();
        await page.reload();
        await page.getByRole('listitem', { name: 'Journey CRM' }).waitFor();
        assert.equal((await page.content()).includes(secret), false, 'the secret is shown only once');

        const endpointForm = page.getByRole('form', { name: 'Register a webhook endpoint' });
        await endpointForm.getByLabel(/^URL/).fill(receiver.url);
        await endpointForm.getByLabel(/^Description/).fill('Journey receiver');
        await endpointForm.getByRole('button', { name: 'Register endpoint' }).click();
        const endpoint = page.getByRole('listitem', { name: receiver.url });
        await endpoint.waitFor();
        await endpoint.getByRole('button', { name: 'Send test event' }).click();
        await eventually(async () => assert.equal(receiver.received.length, 1));
        assert.equal(receiver.received[0].body.type, 'webhook.test');
        assert.match(receiver.received[0].signature, /^t=\d+,v1=[0-9a-f]{64}$/);

        const log = page.getByRole('region', { name: 'Delivery log' });
        const delivered = log.getByRole('listitem', { name: 'webhook.test delivered' });
        await eventually(async () => {
          await log.getByRole('button', { name: 'Refresh' }).click();
          await delivered.waitFor({ timeout: 1000 });
        });
        await delivered.getByText('200').first().waitFor();
        await screenshot(page, 'integrations-delivery-log');
        await delivered.getByRole('button', { name: 'Resend' }).click();
        await page.getByText('Delivery resent').waitFor();
        await eventually(async () => assert.equal(receiver.received.length, 2));
        assert.equal(receiver.received[1].body.id, receiver.received[0].body.id, 'a resend carries the same event id');

        await page.getByRole('listitem', { name: 'Journey CRM' }).getByRole('button', { name: 'Revoke' }).click();
        await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke key' }).click();
        await page.getByRole('listitem', { name: 'Journey CRM' }).getByText('Revoked').waitFor();
        const refused = await fetch(`${app.baseUrl}/api/integrations/dinners`, { headers: { Authorization: `Bearer ${secret}` } });
        assert.equal(refused.status, 401, 'a revoked key is refused');
      });
    } finally {
      await page.context().close();
      await receiver.stop();
    }
  });
});
