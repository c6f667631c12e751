import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { untilStill } from './browser.ts';

/**
 * axe-core's browser build, run in each page as it is checked: evaluated through the browser's protocol, which
 * the pages' Content Security Policy (script-src 'self') rightly refuses to a script tag.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.x A and AA, and 2.2's target size: the product's bar (docs/product-rules.md, issue 10). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every impact axe gives, least first. */
export const AXE_IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
export type AxeImpact = (typeof AXE_IMPACTS)[number];

interface AxeViolation {
  id: string;
  impact: AxeImpact | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * The violations of `impacts` (all by default) that axe finds on the page once its animations have ended, each
 * as "rule: help (where) summary"; none is an empty list.
 */
export async function axeViolations(
  page: Page,
  impacts: readonly AxeImpact[] = AXE_IMPACTS,
): Promise<string[]> {
  // A half-faded element would read as low contrast (untilStill does not wait for a spinner's endless turn,
  // which changes no colour and kept turning, invisible, on a button whose loading icon had faded out).
  await untilStill(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const results = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: AxeViolation[];
    };
    return results.violations;
  }, AXE_TAGS);
  return violations
    .filter((violation) => violation.impact !== null && impacts.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${violation.help} (${node.target.join(' ')}) ${node.failureSummary ?? ''}`,
      ),
    );
}
