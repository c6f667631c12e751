/**
 * One Lighthouse run of a page, as Lighthouse's CLI makes it (its Chrome launcher with its default flags, the
 * mobile preset, performance, accessibility and SEO), in a process of its own, so no run inherits another's heap
 * or browser. The reports go to `<output path>.report.json` and `.report.html`, where the CLI writes them.
 * The CLI's process lingered about 4 s after writing its reports on this machine; this one exits at once.
 * The full-page screenshot (a picture for the HTML report, taken after the trace) is left out.
 *
 * Usage: node e2e/web/run-lighthouse.ts <url> <output path> <CPU slowdown>
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';

const [url, outputPath, cpuSlowdown] = process.argv.slice(2);
if (!url || !outputPath || !cpuSlowdown) {
  console.error('usage: node e2e/web/run-lighthouse.ts <url> <output path> <CPU slowdown>');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance', 'accessibility', 'seo'],
    throttling: { cpuSlowdownMultiplier: Number(cpuSlowdown) },
    disableFullPageScreenshot: true,
    output: ['json', 'html'],
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const [json, html] = result.report as string[];
  writeFileSync(`${outputPath}.report.json`, json!);
  writeFileSync(`${outputPath}.report.html`, html!);
} finally {
  chrome.kill();
}
process.exit(0);
