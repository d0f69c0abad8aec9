/**
 * /model: the committed model card's metrics against the base rate, the reliability
 * diagram (an inline SVG with one mark per bin and the diagonal), the season it was
 * graded on, the links from HR Projections and Historic Projections; axe and
 * screenshots.
 */
import { expect, test } from '@playwright/test';
import committedCard from '../../domain/probability/model-card.json' with { type: 'json' };
import committedFigures from '../../domain/probability/model-figures.json' with { type: 'json' };
import { THIN_EVIDENCE_PA } from '../../domain/probability/defaults.ts';
import { DESKTOP, expectNoSeriousA11yViolations, fetchData, MOBILE, screenshot, waitForTable } from './helpers.ts';

const metrics = committedCard.backtest.metrics;

test('metrics against the base rate, the reliability chart with one mark per bin, the data it was graded on', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto('/model');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How HR Chance works');

  const table = page.getByTestId('model-metrics');
  const row = (name: string) => table.locator('tbody tr', { has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  await expect(row('Starter-games graded')).toContainText(metrics.n.toLocaleString('en-US'));
  await expect(row('Base rate')).toContainText(`${(metrics.baseRate * 100).toFixed(1)}%`);
  await expect(row('Brier score')).toContainText(metrics.brier.toFixed(4));
  await expect(row('Brier score')).toContainText(metrics.brierBaseRate.toFixed(4));
  await expect(row('Brier skill')).toContainText(`+${(metrics.brierSkill * 100).toFixed(2)}%`);
  await expect(row('ROC AUC')).toContainText(metrics.rocAuc.toFixed(3));
  await expect(row('Log loss')).toContainText(metrics.logLoss.toFixed(4));
  await expect(row('Calibration error')).toContainText(`${(metrics.ece * 100).toFixed(2)}%`);
  for (const log of committedCard.fittedOn) {
    await expect(page.getByTestId('model-data')).toContainText(log.file);
    await expect(page.getByTestId('model-data')).toContainText(`${log.firstDate} to ${log.lastDate}`);
  }
  await expect(page.getByTestId('model-evidence')).toContainText(`Under ${THIN_EVIDENCE_PA} plate appearances`);

  const chart = page.getByTestId('reliability-chart');
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  await expect(chart.getByTestId('reliability-mark')).toHaveCount(metrics.reliability.length);
  await expect(chart.getByTestId('reliability-diagonal')).toHaveCount(1);
  // Each mark names its bin's predicted and observed rate and its count.
  const first = metrics.reliability[0]!;
  await expect(chart.getByTestId('reliability-mark').first().locator('title')).toHaveText(
    `Group 1: HR Chance ${(first.meanPredicted * 100).toFixed(1)}%, homered ${(first.observedRate * 100).toFixed(1)}%, ${first.n.toLocaleString('en-US')} starter-games`,
  );
  await expect(page.getByTestId('reliability-table').locator('tbody tr')).toHaveCount(metrics.reliability.length);
  expect(consoleErrors).toEqual([]);
});

test('each adjustment: in the model or not, its fitted value with its interval, the seasons with and without it; the model before and now', async ({
  page,
}) => {
  await page.goto('/model');
  const section = page.getByTestId('model-terms');
  await expect(section.getByTestId('model-term')).toHaveCount(committedCard.terms.length);
  for (const term of committedCard.terms) {
    const article = section.locator(`[data-term="${term.term}"]`);
    await expect(article).toHaveAttribute('data-kept', String(term.kept));
    await expect(article).toContainText(term.kept ? 'in the model' : 'not in the model');
    const decision = committedFigures.decisions.find((d) => d.term === term.term);
    if (decision) await expect(article).toContainText(decision.reason);
    // A kept term shows its fitted values, with the interval where it has one.
    if (term.kept && term.coefficients.some((c) => c.low !== null)) await expect(article).toContainText('95%:');
    const folds = committedFigures.folds.filter((f) => f.variants.some((v) => v.variant === 'switched' && v.term === term.term));
    await expect(article.locator('tbody tr')).toHaveCount(folds.length);
  }
  const beforeAfter = page.getByTestId('model-before-after');
  await expect(beforeAfter.locator('tbody tr')).toHaveCount(committedFigures.folds.length);
  const first = committedFigures.folds[0]!;
  const now = first.variants.find((v) => v.variant === 'model')!;
  const before = first.variants.find((v) => v.variant === 'before')!;
  const row = beforeAfter.locator('tbody tr').first();
  await expect(row).toContainText(first.season);
  await expect(row).toContainText(now.rocAuc.toFixed(3));
  await expect(row).toContainText(before.rocAuc.toFixed(3));
});

test('HR Projections and Historic Projections link to it', async ({ page }) => {
  await page.goto('/mlb/hr-projections');
  // The page's first rows are the build's until its island hydrates; a click before that is lost.
  await waitForTable(page);
  await page.getByRole('link', { name: 'How HR Chance is graded' }).click();
  await expect(page).toHaveURL(/\/model\/?$/);
  await page.goto('/historic-projections');
  await expect(page.getByRole('link', { name: 'How HR Chance is graded' })).toHaveAttribute('href', '/model');
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`axe and screenshots at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/model');
    await expect(page.getByTestId('reliability-chart')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `model-${viewport.width}`);
  });
}

test("the reliability chart's axes reach tonight's highest HR Chance", async ({ page, request }) => {
  const projections = await fetchData(request, 'projections.json');
  const highest = Math.max(...projections.batters.map((batter) => batter.pHr));
  await page.goto('/model');
  const axisMax = Number(await page.getByTestId('reliability-chart').getAttribute('data-axis-max'));
  expect(axisMax).toBeGreaterThanOrEqual(highest);
});
