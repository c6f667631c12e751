import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { UnsubscribeDto } from '@referrals/contracts';
import { buildReferrerSignUp, joinVerified, openCampaign, verifiedReferee } from '../api/referral-support.ts';
import { waitForMail } from '../setup/mailbox.ts';
import { launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';

/**
 * An e-mail's unsubscribe link opened in a phone's browser (docs/product-rules.md "E-mails"): the link
 * (`/api/unsubscribe/{token}`) leads to `/unsubscribe/{token}`, which turns the friend e-mails off and says so;
 * a link that is none of ours says it is not valid.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the unsubscribe page', () => {
  it('when a referrer opens the unsubscribe link of a friend e-mail, then the page says those e-mails from the business are off, and they are', async () => {
    const open = await openCampaign();
    const referrer = await joinVerified(buildReferrerSignUp(open.campaign.id));
    await verifiedReferee(open.campaign.id, referrer.referralCode, { firstName: 'Nia' });
    const mail = await waitForMail(
      referrer.email,
      (message) => message.subject === 'Nia joined with your link',
    );
    const link = /https?:\/\/\S+\/api\/unsubscribe\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no unsubscribe link in: ${mail.text}`);
    const { context, page } = await openPage(browser, 'phone');

    await page.goto(link);

    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(
      new URL(link).pathname.replace('/api/unsubscribe/', '/unsubscribe/'),
    );
    await expect(page.getByRole('status').textContent()).resolves.toContain(
      `${open.campaign.businessName} will no longer send you emails when a friend joins with your link or comes in`,
    );
    await screenshot(page, 'unsubscribed', 'phone');
    const state = (await (await fetch(link)).json()) as UnsubscribeDto;
    expect(state.off).toBe(true);

    await page.goto(`${baseUrl()}/api/unsubscribe/not-a-token`);
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    await context.close();
  });
});
