import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { axeViolations, newPage, signIn } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
const AOIFE = 'aoife.murphy@demo.tablemates.ie';
const RECOMMENDED = { necessary: true, preferences: true, analytics: true, marketing: false, accepted: true };

describe('public site in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser({ SUPPORT_EMAIL: 'inbox@tablemates.test' });

  it('accepts cookies, asks to join the waitlist, confirms through the mailed link, gets the welcome and leaves through its link (phone)', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(app.baseUrl);
    await page.getByRole('heading', { name: 'Discover New Connections Through Shared Meals' }).waitFor();

    // The banner shows after 1 s; accepting records the choice locally and on the server.
    const consentCall = page.waitForResponse((response) => response.url().endsWith('/api/consent') && response.status() === 201);
    await page.getByRole('button', { name: 'Accept All' }).click();
    await consentCall;
    assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('cookieConsent'))), {
      necessary: true,
      preferences: true,
      analytics: true,
      marketing: true,
      accepted: true,
    });
    assert.equal(await page.locator('script[data-marketing]').count(), 0, 'no marketing ids configured: nothing external loads');

    // The sticky bar appears past 400 px and brings the waitlist form back into view.
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.getByRole('button', { name: 'Get Priority Access', exact: true }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('waitlist').getBoundingClientRect().top - 80) < 4);

    const form = page.getByRole('form', { name: 'Join the waitlist' }).first();
    await form.getByLabel('Email address').fill('Journey.Couple@example.ie');
    // After the launch (November 2025) the waitlist no longer promises launch updates (issue 26).
    await form.getByLabel('I agree to receive emails about new dinners and open tables').check();
    await form.getByRole('button', { name: 'Join the First 50 Couples' }).click();
    // Double opt-in (issue 46): the form's answer only says to confirm from the inbox.
    await page.getByText('Open the link we sent to journey.couple@example.ie within 7 days to confirm your place on the waitlist.').waitFor();
    assert.equal(await form.getByLabel('Email address').inputValue(), '');
    await screenshot(page, 'public-waitlist-requested-phone');

    const [request] = await app.outbox('journey.couple@example.ie');
    assert.equal(request.subject, 'Confirm your place on the Tablemates waitlist');
    const confirm = request.links.find((link) => link.includes('/confirm-subscription?list=waitlist'));
    assert.ok(confirm, 'the request mail carries the confirmation link');
    await page.goto(confirm);
    await page.getByRole('heading', { name: "You're on the list! 🎉" }).waitFor();
    await page.getByText("You're couple #1 — priority access secured.").waitFor();
    await screenshot(page, 'public-waitlist-joined-phone');
    // The link works once.
    await page.reload();
    await page.getByRole('heading', { name: 'Your email is not confirmed' }).waitFor();
    await page.getByText('This confirmation link has already been used.').waitFor();

    const [mail] = await app.outbox('journey.couple@example.ie');
    assert.match(mail.subject, /priority list/);
    const unsubscribe = mail.links.find((link) => link.includes('/unsubscribe?list=waitlist'));
    assert.ok(unsubscribe, 'the welcome mail carries an unsubscribe link');
    await page.goto(unsubscribe);
    await page.getByRole('heading', { name: "You've left the waitlist" }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Nothing left to remove' }).waitFor();
    await context.close();
  });

  it('sends the contact form and mails the sender and the support inbox (desktop)', async () => {
    const page = await newPage(browser, DESKTOP, { consent: RECOMMENDED });
    await page.goto(`${app.baseUrl}/home`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Message must be at least 10 characters.').waitFor();
    await form.getByLabel('Name').fill('Niamh Kelly');
    await form.getByLabel('Email').fill('niamh@example.ie');
    await form.getByLabel('Subject').fill('Gluten-free options');
    await form.getByLabel('Message').fill('Can every restaurant cater for coeliacs?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent!').waitFor();
    assert.equal(await form.getByLabel('Name').inputValue(), '');

    const [ack] = await app.outbox('niamh@example.ie');
    assert.equal(ack.subject, "We've received your message");
    const [copy] = await app.outbox('inbox@tablemates.test');
    assert.match(copy.text, /Can every restaurant cater for coeliacs\?/);
    await page.context().close();
  });

  it('subscribes to the newsletter from the footer once the mailed link confirms it', async () => {
    const page = await newPage(browser, DESKTOP, { consent: RECOMMENDED });
    await page.goto(app.baseUrl);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email for the newsletter').fill('news@example.ie');
    await form.getByLabel(/I agree to receive the Tablemates newsletter/).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Open the link we sent to news@example.ie within 7 days to confirm your subscription.').waitFor();
    const [request] = await app.outbox('news@example.ie');
    assert.equal(request.subject, 'Confirm your Tablemates newsletter subscription');
    await page.goto(request.links.find((link) => link.includes('/confirm-subscription?list=newsletter')));
    await page.getByRole('heading', { name: 'Subscribed!' }).waitFor();
    const [mail] = await app.outbox('news@example.ie');
    assert.equal(mail.subject, 'Welcome to the Tablemates newsletter');
    assert.ok(mail.links.some((link) => link.includes('/unsubscribe?list=newsletter')));
    await page.context().close();
  });

  it('Essential Only refuses the optional cookies and still lets a couple sign in (phone)', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login`);
    const consentCall = page.waitForResponse((response) => response.url().endsWith('/api/consent') && response.status() === 201);
    await page.getByRole('button', { name: 'Essential Only' }).click();
    await consentCall;
    await page.getByRole('heading', { name: 'We value your privacy' }).waitFor({ state: 'detached' });
    assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('cookieConsent'))), {
      necessary: true,
      preferences: false,
      analytics: false,
      marketing: false,
      accepted: true,
    });
    assert.equal(await page.getByRole('heading', { name: 'Limited Functionality Mode' }).count(), 0);
    await signIn(page, app.baseUrl, AOIFE);
    await screenshot(page, 'public-essential-only-signed-in-phone');
    await context.close();
  });

  it('a refusal of essential cookies stored by an older version locks no one out', async () => {
    const page = await newPage(browser, PHONE, { consent: { necessary: false, preferences: false, analytics: false, marketing: false, accepted: true } });
    await signIn(page, app.baseUrl, AOIFE);
    await page.context().close();
  });

  it('works by keyboard: cookie dialog, mobile menu, FAQ accordion and carousel', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(app.baseUrl);
    // Customize dialog: switches toggle with the keyboard, Escape goes back to the banner.
    await page.getByRole('button', { name: 'Customize' }).focus();
    await page.keyboard.press('Enter');
    const marketing = page.getByRole('switch', { name: 'Marketing cookies' });
    await marketing.focus();
    await page.keyboard.press('Space');
    assert.equal(await marketing.getAttribute('aria-checked'), 'true');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Recommended Settings' }).focus();
    await page.keyboard.press('Enter');

    // Mobile menu opens from the keyboard and closes when a link is chosen.
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'FAQ' }).focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });

    const first = page.getByRole('button', { name: 'How does Tablemates match couples?' });
    const second = page.getByRole('button', { name: 'How do you handle dietary restrictions?' });
    await first.focus();
    await page.keyboard.press('Enter');
    assert.equal(await first.getAttribute('aria-expanded'), 'true');
    await second.focus();
    await page.keyboard.press('Space');
    assert.equal(await first.getAttribute('aria-expanded'), 'false', 'single-open accordion');
    assert.equal(await second.getAttribute('aria-expanded'), 'true');

    const carousel = page.getByRole('region', { name: 'More testimonials' });
    const slides = carousel.getByRole('group');
    assert.equal(await slides.count(), 1, 'one card on a phone');
    const before = await slides.first().textContent();
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.notEqual(await slides.first().textContent(), before);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await slides.first().textContent(), before);
    await context.close();
  });

  it('shows 3-card layouts on desktop, 2 large testimonials and the carousel', async () => {
    const page = await newPage(browser, DESKTOP, { consent: RECOMMENDED });
    await page.goto(app.baseUrl);
    await page.getByRole('heading', { name: 'What Couples Say' }).waitFor();
    // The prerendered heading shows before hydration; the carousel lays out for the window once hydrated.
    const slides = page.getByRole('region', { name: 'More testimonials' }).getByRole('group');
    await slides.nth(1).waitFor();
    assert.ok((await slides.count()) >= 2);
    await screenshot(page, 'public-landing-desktop');
    await page.context().close();
  });

  for (const path of ['/', '/home', '/privacy', '/terms', '/join', '/login', '/confirm-subscription']) {
    it(`has no serious or critical axe-core violations on ${path}`, async () => {
      for (const device of [DESKTOP, PHONE]) {
        const page = await newPage(browser, device, { consent: RECOMMENDED });
        await page.goto(`${app.baseUrl}${path}`);
        await page.locator('h1').first().waitFor();
        if (path === '/privacy') await page.getByRole('button', { name: /Information we collect/ }).click();
        const violations = await axeViolations(page);
        assert.deepEqual(violations, [], `${path} at ${device.viewport.width}px`);
        await page.context().close();
      }
    });
  }

  it('has no serious violations with the cookie banner and the customize dialog open', async () => {
    const page = await (await browser.newContext(DESKTOP)).newPage();
    await page.goto(app.baseUrl);
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('dialog', { name: 'Cookie preferences' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });
});
