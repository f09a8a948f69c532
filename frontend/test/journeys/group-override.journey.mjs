import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { ADMIN_RUNS_MATCHING, useAppAndBrowser } from '../support/journey-fixture.mjs';
import { newPage, signInAsAdmin, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// The dinner ready to be matched is seeded by dinners' demo data.
const MAX_MOVES = 8;

/** Opens Matching Management by its address and presses Run Matching for the demo dinner; answers its id. */
async function runMatching(page, baseUrl) {
  // A load of its own: from the dashboard itself a new hash alone may not reach the router.
  await page.goto('about:blank');
  await page.goto(`${baseUrl}/admin-dashboard#matching-management`);
  const run = page.getByRole('region', { name: 'Run Matching' });
  const option = run.locator('option', { hasText: '10/20 couples' }).first();
  await option.waitFor({ state: 'attached' });
  const dinnerId = await option.getAttribute('value');
  await run.getByRole('combobox', { name: 'Dinner' }).selectOption(dinnerId);
  await run.getByRole('button', { name: 'Run Matching' }).click();
  return dinnerId;
}

/** The groups of the match results page: their ids and couple counts. */
const groupSizes = (page) =>
  page
    .locator('[data-drop-zone]:not([data-drop-zone="unmatched"])')
    .evaluateAll((nodes) => nodes.map((node) => ({ id: node.getAttribute('data-drop-zone'), size: node.querySelectorAll('[data-couple-id]').length })));

/**
 * Moves couples into the largest group with their 'Move to' select until a move takes it over
 * the maximum size, overriding any other rule broken on the way, and answers that move's dialog.
 */
async function moveUntilARuleBreaks(page) {
  for (let n = 0; n < MAX_MOVES; n++) {
    const sizes = await groupSizes(page);
    const target = sizes.reduce((a, b) => (b.size > a.size ? b : a));
    const source = sizes.filter((g) => g.id !== target.id).reduce((a, b) => (b.size > a.size ? b : a));
    const couple = page.locator(`[data-drop-zone="${source.id}"] [data-couple-id]`).first();
    const coupleId = await couple.getAttribute('data-couple-id');
    await couple.getByRole('combobox', { name: /^Move .* to$/ }).selectOption(target.id);
    const dialog = page.getByRole('dialog');
    const moved = page.locator(`[data-drop-zone="${target.id}"] [data-couple-id="${coupleId}"]`);
    await moved.or(dialog).first().waitFor();
    if (await moved.isVisible()) continue;
    const title = await dialog.getByRole('heading').first().textContent();
    if (title === 'Confirm this change') {
      await dialog.getByRole('button', { name: 'Make this change' }).click();
      await moved.waitFor();
      continue;
    }
    // A move may break another rule first (an age preference): override it and keep filling the group.
    const rules = await dialog.getByRole('region', { name: 'Broken rules' }).getByRole('listitem').allTextContents();
    if (!rules.some((text) => text.startsWith('Group size: '))) {
      await dialog.getByRole('button', { name: 'Override and continue' }).click();
      await moved.waitFor();
      continue;
    }
    return { dialog, moved, title };
  }
  throw new Error(`no move broke a rule in ${MAX_MOVES} moves`);
}

/** Answers a move's confirm step, if it asks, from the keyboard (focus on its confirm button, then Enter), until the couple shows where it went. */
async function confirmByKeyboard(page, landed) {
  const dialog = page.getByRole('dialog');
  await landed.or(dialog).first().waitFor();
  if (await landed.isVisible()) return;
  await dialog.getByRole('button', { name: /^(Make this change|Override and continue)$/ }).focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await landed.waitFor();
}

/**
 * A keyboard-only move: the couple's handle picks it up with Space, one arrow press steps to
 * the next group (its new scores previewed there before anything is saved), Enter drops it;
 * focus lands on Undo, and Enter moves the couple back.
 */
async function keyboardMoveAndUndo(page, name) {
  const sizes = await groupSizes(page);
  const at = sizes.findIndex((g, n) => g.size >= 2 && n + 1 < sizes.length);
  assert.ok(at >= 0, 'a group of two couples or more has a group after it');
  const [source, target] = [sizes[at], sizes[at + 1]];
  const couple = page.locator(`[data-drop-zone="${source.id}"] [data-couple-id]`).first();
  const coupleId = await couple.getAttribute('data-couple-id');
  const handle = couple.getByRole('button', { name: /^Move .+ & .+$/ });
  const names = (await handle.getAttribute('aria-label')).replace(/^Move /, '');
  const announcer = page.getByTestId('move-announcer');

  await handle.focus();
  await page.keyboard.press('Space');
  await announcer.getByText(`Picked up ${names} from Group ${source.id.slice(0, 8)}.`).waitFor({ state: 'attached' });
  await page.keyboard.press('ArrowDown');
  await announcer.getByText(`${names} is over Group ${target.id.slice(0, 8)}.`).waitFor({ state: 'attached' });
  const preview = page.locator(`[data-drop-zone="${target.id}"]`).getByRole('status');
  await preview.getByText(/^If dropped here: New scores: Group [0-9a-f]{8} .+ → \d+\.\d\/10/).waitFor();
  await screenshot(page, `group-keyboard-preview-${name}`);
  await page.keyboard.press('Enter');
  await confirmByKeyboard(page, page.locator(`[data-drop-zone="${target.id}"] [data-couple-id="${coupleId}"]`));
  const undo = page.getByRole('button', { name: 'Undo' });
  await page.getByText(`${names} moved to Group ${target.id.slice(0, 8)}.`).waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Undo', undefined, { polling: 100 });
  await screenshot(page, `group-keyboard-undo-${name}`);
  await page.keyboard.press('Enter');
  await confirmByKeyboard(page, page.locator(`[data-drop-zone="${source.id}"] [data-couple-id="${coupleId}"]`));
  await undo.waitFor({ state: 'detached' });
}

describe('overriding group rules, a keyboard-only move with Undo, and re-running over edits, at phone and desktop widths', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser(ADMIN_RUNS_MATCHING);

  for (const [name, device] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    it(`lists every broken rule before an override, moves a couple by keyboard and undoes it, then re-runs replacing the edits (${name})`, async () => {
      const page = await newPage(browser, device);
      await signInAsAdmin(page, app.baseUrl);
      let dinnerId;

      await step(page, `override-run-${name}`, async () => {
        dinnerId = await runMatching(page, app.baseUrl);
        await page.getByLabel('Matching result').getByText('Success', { exact: true }).waitFor();
      });

      await step(page, `override-dialog-${name}`, async () => {
        await page.goto(`${app.baseUrl}/admin/dinners/${dinnerId}/matches`);
        await page.getByText('Groups Formed').waitFor();
        const { dialog, moved, title } = await moveUntilARuleBreaks(page);
        const rules = dialog.getByRole('region', { name: 'Broken rules' }).getByRole('listitem');
        const count = Number(/^This change breaks (\d+) rules?$/.exec(title)?.[1]);
        assert.equal(await rules.count(), count, 'the dialog lists every rule its title counts');
        assert.ok(
          (await rules.allTextContents()).some((text) => text.startsWith('Group size: ')),
          'the group over the maximum is named',
        );
        await screenshot(page, `group-override-dialog-${name}`);
        await dialog.getByRole('button', { name: 'Override and continue' }).click();
        await moved.waitFor();
        await dialog.waitFor({ state: 'detached' });
      });

      await step(page, `keyboard-move-undo-${name}`, () => keyboardMoveAndUndo(page, name));

      await step(page, `override-rerun-${name}`, async () => {
        await runMatching(page, app.baseUrl);
        const dialog = page.getByRole('dialog', { name: 'Re-run and replace my edits?' });
        await dialog.waitFor();
        const edited = dialog.getByRole('list', { name: 'Edited groups' }).getByRole('listitem');
        await edited
          .first()
          .getByText(/^Group [0-9a-f]{8}: .+ & .+/)
          .waitFor();
        assert.ok((await edited.count()) >= 2, 'both groups the move changed are named');
        await screenshot(page, `group-rerun-replace-${name}`);
        await dialog.getByRole('button', { name: 'Re-run and replace my edits' }).click();
        await page.getByLabel('Matching result').getByText('Success', { exact: true }).waitFor();
        await dialog.waitFor({ state: 'detached' });
      });
      await page.context().close();
    });
  }
});
