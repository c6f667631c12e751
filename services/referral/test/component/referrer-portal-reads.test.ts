import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ReferralSubjects, type ReferrerPrincipal, type ReferrerRewardsDto } from '@referrals/contracts';
import { requestAs, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { Referrer } from '../../src/entities/referrer.ts';
import { Voucher } from '../../src/entities/voucher.ts';
import { buildReferrerSignUp, joinAsReferrer, openCampaign, startReferral } from '../support.ts';

/*
 * My rewards reads each reward voucher's state as its holder sees it: valid, redeemed (with the day), expired
 * (past its expiry) or cancelled (the holder deleted an account), redeemed first, then cancelled, then expired.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startReferral();
});

afterAll(async () => {
  await service.stop();
});

describe('My rewards', () => {
  it('when reward vouchers are valid, redeemed, expired and cancelled, then each answers its state, newest first', async () => {
    const open = await openCampaign(service);
    const joined = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const em = service.runtime.orm.em.fork();
    const membership = await em.findOneOrFail(Referrer, joined.id);
    const now = Date.now();
    const reward = (key: string, ageDays: number, state: Partial<Voucher>) =>
      em.create(Voucher, {
        id: randomUUID(),
        code: `TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
        kind: 'voucher',
        holder: 'referrer',
        campaignId: membership.campaignId,
        referrerId: membership.id,
        refereeId: null,
        rewardKey: key,
        holderFirstName: membership.firstName,
        rewardName: 'Free cut',
        rewardKind: 'free',
        rewardValue: null,
        maxDiscount: null,
        expiresAt: new Date(now + 30 * DAY_MS),
        redeemedAt: null,
        cancelledAt: null,
        createdAt: new Date(now - ageDays * DAY_MS),
        ...state,
      });
    const redeemedAt = new Date(now - DAY_MS);
    reward('milestone:1', 4, { expiresAt: new Date(now - DAY_MS) });
    reward('milestone:2', 3, { redeemedAt, expiresAt: new Date(now - DAY_MS / 2) });
    reward('milestone:3', 2, { cancelledAt: new Date(now - DAY_MS) });
    reward('milestone:5', 1, {});
    await em.flush();
    const principal: ReferrerPrincipal = {
      kind: 'referrer',
      personId: membership.personId,
      sessionId: randomUUID(),
    };

    const answer = await requestAs<ReferrerRewardsDto>(
      service.bus,
      ReferralSubjects.referrerRewards,
      {},
      { principal },
    );

    expect(answer.rewards.map(({ earnedFor, state, redeemedAt: day }) => [earnedFor, state, day])).toEqual([
      [5, 'valid', null],
      [3, 'cancelled', null],
      [2, 'redeemed', redeemedAt.toISOString()],
      [1, 'expired', null],
    ]);
    expect(answer.rewards[0]).toMatchObject({
      rewardName: 'Free cut',
      rewardText: 'Free cut',
      campaignId: open.campaign.campaignId,
      campaignName: open.campaign.name,
      businessName: open.business.businessName,
    });
  });
});
