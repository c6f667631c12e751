import { rmSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { CampaignDto, UploadAnswer } from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { buildRegistration, pngImage, startStack } from '@referrals/testing';

async function send(url: string, method: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const cookieOf = (response: Response): string => response.headers.getSetCookie()[0].split(';')[0];

/** Waits until the campaign service knows the business (identity's event has arrived). */
async function untilCampaignsKnow(url: string, userId: string, cookie: string): Promise<void> {
  await eventually(
    async () => (await fetch(`${url}/api/campaigns/user/${userId}`, { headers: { cookie } })).status === 200,
    15_000,
    `the campaign service to learn of business ${userId}`,
  );
}

describe('the all-in-one process', () => {
  it('when it is killed and started again on the same data directory, then every account, campaign and uploaded image is still there', async () => {
    const first = await startStack({ mode: 'all-in-one' });
    const owners = [buildRegistration(), buildRegistration()];
    const image = pngImage(12, 4);
    let stored: Buffer;
    let campaign: CampaignDto;
    try {
      const sessions: { cookie: string; userId: string }[] = [];
      for (const owner of owners) {
        const response = await send(`${first.url}/api/register`, 'POST', owner);
        expect(response.status).toBe(201);
        const { user } = (await response.json()) as { user: { id: string } };
        sessions.push({ cookie: cookieOf(response), userId: user.id });
      }
      const { cookie, userId } = sessions[0];
      await untilCampaignsKnow(first.url, userId, cookie);

      const form = new FormData();
      form.set('type', 'headerImage');
      form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'header.png');
      const upload = await fetch(`${first.url}/api/upload`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect(upload.status).toBe(201);
      const { url: headerImage } = (await upload.json()) as UploadAnswer;
      // The gateway stores the image encoded again, so what must survive is what it served before the crash.
      stored = Buffer.from(await (await fetch(`${first.url}${headerImage}`)).arrayBuffer());

      const created = await send(
        `${first.url}/api/campaigns`,
        'POST',
        {
          userId,
          name: 'Survives a crash',
          headerImage,
          inviteeRewardEnabled: true,
          inviteeRewardName: '£5 off',
        },
        cookie,
      );
      expect(created.status).toBe(201);
      campaign = (await created.json()) as CampaignDto;
    } finally {
      await first.stop({ keepData: true, signal: 'SIGKILL' });
    }

    const second = await startStack({ mode: 'all-in-one', dataDir: first.dataDir });
    try {
      const cookies = [];
      for (const owner of owners) {
        const response = await send(`${second.url}/api/login`, 'POST', {
          email: owner.email,
          password: owner.password,
        });
        expect(response.status).toBe(200);
        expect(((await response.json()) as { user: { businessName: string } }).user.businessName).toBe(
          owner.businessName,
        );
        cookies.push(cookieOf(response));
      }

      const reread = await fetch(`${second.url}/api/campaigns/${campaign.id}`, {
        headers: { cookie: cookies[0] },
      });
      expect(reread.status).toBe(200);
      expect(await reread.json()).toMatchObject({
        name: 'Survives a crash',
        headerImage: campaign.headerImage,
      });
      const served = await fetch(`${second.url}${campaign.headerImage}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    } finally {
      await second.stop();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
