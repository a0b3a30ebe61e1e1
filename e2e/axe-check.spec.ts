// The accessibility check itself (e2e/support/axe.ts), on a page written here: it must fail on a
// violation, and its options must leave out exactly what they name, or every axe check of the
// other specs could pass without looking.
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const PAGE = `<!doctype html><html lang="fr"><head><title>Essai</title></head><body>
  <main><h1>Essai</h1><p id="faint" style="color:#ccc;background:#fff">Texte pâle</p></main>
  <footer id="unlabelled"><input type="text"></footer>
</body></html>`;

test.beforeEach(async ({ page }) => {
  await page.setContent(PAGE);
});

test('fails on a violation, naming the rule and the element', async ({ page }) => {
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('#faint');
  expect(failure).toContain('label');
});

test('checks only what `include` names, and leaves out what `exclude` names', async ({ page }) => {
  await expect(expectNoAxeViolations(page, { include: 'main' })).rejects.toThrow(/color-contrast/);
  await expect(expectNoAxeViolations(page, { include: 'main', exclude: '#faint' })).resolves.toBeUndefined();
  await expect(expectNoAxeViolations(page, { exclude: ['#faint', '#unlabelled'] })).resolves.toBeUndefined();
});

test('skips the rules `disableRules` names, and still runs after a navigation', async ({ page }) => {
  await expect(
    expectNoAxeViolations(page, { include: 'main', disableRules: ['color-contrast'] }),
  ).resolves.toBeUndefined();
  await page.setContent(PAGE);
  await expect(expectNoAxeViolations(page, { include: 'footer' })).rejects.toThrow(/label/);
});
