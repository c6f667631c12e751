import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  answersChangedSubject,
  CampaignSubjects,
  IdentitySubjects,
  type OwnerPrincipal,
} from '@referrals/contracts';
import {
  Errors,
  IF_NONE_MATCH_HEADER,
  etagMatches,
  notModified,
  strongEtag,
  type Bus,
  type Subscription,
} from '@referrals/service-kit';
import { TEST_NATS_URL, createTestInfra, eventually, type TestInfra } from '@referrals/service-kit/testing';
import { startTestGateway, type TestGateway } from './support/harness.ts';
import { serveDoubles } from './support/serve-doubles.ts';

const ALICE: OwnerPrincipal = {
  kind: 'owner',
  loginId: 'login-alice',
  businessId: '0b6b7d1e-6d4f-4c55-9f0e-3f2c2f0f6a11',
  sessionId: 'session-alice',
};
const BOB: OwnerPrincipal = {
  kind: 'owner',
  loginId: 'login-bob',
  businessId: '7f0c1a52-2a9e-4c1f-8d55-1b3e5c9d4a22',
  sessionId: 'session-bob',
};
const TOKENS: Record<string, OwnerPrincipal> = { 'token-alice': ALICE, 'token-bob': BOB };

interface Business {
  loginId: string;
  slug: string;
  campaignName: string;
}

/**
 * The campaign service as far as the two cached reads go, with identity's session lookup: a business per
 * owner, its list (404 to any other login, as the service answers), its public campaign by slug, a campaign
 * edit, and the broadcast the service sends after every committed change.
 */
function serveCampaigns(bus: Bus) {
  const businesses = new Map<string, Business>([
    [ALICE.businessId, { loginId: ALICE.loginId, slug: 'alices-salon', campaignName: 'Spring' }],
    [BOB.businessId, { loginId: BOB.loginId, slug: 'bobs-gym', campaignName: 'Summer' }],
  ]);
  const loggedOut = new Set<string>();
  /**
   * `losesBroadcasts`: the announcements never arrive; `changeDuringRead`: a change commits mid-read, and the
   * reply waits for what it returns.
   */
  const network: { losesBroadcasts: boolean; changeDuringRead: (() => Promise<unknown>) | null } = {
    losesBroadcasts: false,
    changeDuringRead: null,
  };
  const principalOf = (headers: Record<string, string>) =>
    JSON.parse(headers['x-principal']!) as OwnerPrincipal;
  const announce = (businessId: string): void => {
    if (!network.losesBroadcasts) bus.broadcast(answersChangedSubject('campaign'), { businessId });
  };
  const campaignOf = (businessId: string) => {
    const business = businesses.get(businessId)!;
    return { id: `campaign-of-${business.slug}`, userId: businessId, name: business.campaignName };
  };

  const { asked, served } = serveDoubles(bus, {
    [IdentitySubjects.resolveSession]: async ({ token }) => {
      const principal = TOKENS[token];
      if (!principal || loggedOut.has(token)) throw Errors.authentication('Session expired');
      return { principal };
    },
    [IdentitySubjects.logout]: async (_data, headers) => {
      const owner = principalOf(headers);
      for (const [token, principal] of Object.entries(TOKENS))
        if (principal.sessionId === owner.sessionId) loggedOut.add(token);
      return { message: 'Logged out' };
    },
    [CampaignSubjects.listForBusiness]: async ({ params }, headers) => {
      const business = businesses.get(params.userId);
      if (!business || business.loginId !== principalOf(headers).loginId)
        throw Errors.notFound('Business not found');
      const answer = [campaignOf(params.userId)];
      // As the campaign service does: a revalidation with the current tag is answered "not modified".
      const tag = strongEtag(JSON.stringify(answer));
      if (etagMatches(headers[IF_NONE_MATCH_HEADER], tag)) return notModified(tag);
      if (network.changeDuringRead) {
        businesses.set(params.userId, { ...business, campaignName: `${business.campaignName}, edited` });
        announce(params.userId);
        // The reply leaves after the announcement, as a read overlapping a commit can.
        await network.changeDuringRead();
      }
      return answer;
    },
    [CampaignSubjects.publicBySlug]: async ({ params }) => {
      const found = [...businesses].find(([, business]) => business.slug === params.slug);
      if (!found) throw Errors.notFound('Campaign not found');
      return campaignOf(found[0]);
    },
    [CampaignSubjects.update]: async ({ body }, headers) => {
      const { businessId } = principalOf(headers);
      businesses.set(businessId, { ...businesses.get(businessId)!, campaignName: body.name });
      announce(businessId);
      return campaignOf(businessId);
    },
  });

  return {
    asked,
    served,
    network,
    /** A change committed by another replica or a consumer (a referral counted, the business renamed). */
    changeElsewhere(businessId: string, campaignName: string): void {
      businesses.set(businessId, { ...businesses.get(businessId)!, campaignName });
      announce(businessId);
    },
  };
}

const mode = TEST_NATS_URL ? 'NATS' : 'in-process';

describe(`gateway answer cache, two replicas (${mode} bus)`, () => {
  let infra: TestInfra;
  let service: ReturnType<typeof serveCampaigns>;
  let gatewayA: TestGateway;
  let gatewayB: TestGateway;

  const call = (gateway: TestGateway, path: string, token?: string, init: RequestInit = {}) =>
    fetch(`${gateway.url}${path}`, {
      ...init,
      headers: {
        ...(token ? { cookie: `sid=${token}` } : {}),
        'content-type': 'application/json',
        origin: gateway.url,
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  // `cache: 'no-cache'` revalidates as a browser's poll does; a hand-set If-None-Match alone makes fetch send
  // `Cache-Control: no-cache`, a reload that must get the whole answer.
  const list = async (gateway: TestGateway, token: string, businessId: string, etag?: string) => {
    const response = await call(gateway, `/api/campaigns/user/${businessId}`, token, {
      headers: etag ? { 'if-none-match': etag } : {},
      cache: 'no-cache',
    });
    const text = await response.text();
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      body: text ? (JSON.parse(text) as { name?: string; userId?: string }[] | { error?: string }) : null,
    };
  };
  const listed = async (gateway: TestGateway, token: string, businessId: string) => {
    const { body } = await list(gateway, token, businessId);
    return Array.isArray(body) ? body.map((campaign) => campaign.name) : body;
  };
  const publicCampaign = async (gateway: TestGateway, slug: string) => {
    const response = await call(gateway, `/api/campaigns/slug/${slug}`);
    return { status: response.status, body: (await response.json()) as { userId?: string; name?: string } };
  };

  beforeAll(async () => {
    infra = await createTestInfra('gateway-answer-cache');
  });
  afterAll(async () => {
    await infra.cleanup();
  });

  beforeEach(async () => {
    const busA = await infra.bus('gateway-a');
    service = serveCampaigns(busA);
    gatewayA = await startTestGateway({ bus: busA });
    gatewayB = await startTestGateway({ bus: await infra.bus('gateway-b') });
  });

  afterEach(async () => {
    await gatewayA.gateway.stop();
    await gatewayB.gateway.stop();
    await Promise.all(service.served.map((subscription: Subscription) => subscription.drain()));
  });

  it('when an owner polls again, then the list and its 304 come from the gateway without a bus request', async () => {
    const first = await list(gatewayA, 'token-alice', ALICE.businessId);
    expect(first.status).toBe(200);
    service.asked.length = 0;

    expect(await list(gatewayA, 'token-alice', ALICE.businessId)).toEqual(first);
    const revalidated = await list(gatewayA, 'token-alice', ALICE.businessId, first.etag!);
    expect(revalidated).toMatchObject({ status: 304, etag: first.etag, body: null });
    expect(service.asked).toEqual([]);
  });

  it('when a gateway that kept nothing gets a poll with a current tag, then it keeps the answer and the next poll costs no bus request', async () => {
    const { etag } = await list(gatewayA, 'token-alice', ALICE.businessId);
    expect((await list(gatewayB, 'token-alice', ALICE.businessId, etag!)).status).toBe(304);
    service.asked.length = 0;
    expect((await list(gatewayB, 'token-alice', ALICE.businessId, etag!)).status).toBe(304);
    expect(service.asked).toEqual([]);
  });

  it('when two owners alternate on one gateway, then each only ever gets their own list', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect(await listed(gatewayA, 'token-alice', ALICE.businessId)).toEqual(['Spring']);
      expect(await listed(gatewayA, 'token-bob', BOB.businessId)).toEqual(['Summer']);
    }
  });

  it('when another login asks for a cached list, even with its tag, then it gets the service’s 404', async () => {
    const alices = await list(gatewayA, 'token-alice', ALICE.businessId);
    for (let round = 0; round < 2; round += 1) {
      expect((await list(gatewayA, 'token-bob', ALICE.businessId)).status).toBe(404);
      expect((await list(gatewayA, 'token-bob', ALICE.businessId, alices.etag!)).status).toBe(404);
    }
  });

  it('when public campaigns are read, then each slug gets its own business’s, and anonymous callers no list', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await publicCampaign(gatewayA, 'alices-salon')).body).toMatchObject({
        userId: ALICE.businessId,
        name: 'Spring',
      });
      expect((await publicCampaign(gatewayA, 'bobs-gym')).body).toMatchObject({
        userId: BOB.businessId,
        name: 'Summer',
      });
      expect((await publicCampaign(gatewayA, 'nobody')).status).toBe(404);
    }
    expect((await call(gatewayA, `/api/campaigns/user/${ALICE.businessId}`)).status).toBe(401);
  });

  it('when the service announces a change, then every gateway answers the new list and public campaign', async () => {
    for (const gateway of [gatewayA, gatewayB]) {
      await listed(gateway, 'token-alice', ALICE.businessId);
      await publicCampaign(gateway, 'alices-salon');
      await listed(gateway, 'token-bob', BOB.businessId);
    }
    service.changeElsewhere(ALICE.businessId, 'Autumn');
    for (const gateway of [gatewayA, gatewayB]) {
      await eventually(
        async () => JSON.stringify(await listed(gateway, 'token-alice', ALICE.businessId)) === '["Autumn"]',
        10_000,
        'the announcement on each gateway',
      );
      expect((await publicCampaign(gateway, 'alices-salon')).body.name).toBe('Autumn');
    }
    service.asked.length = 0;
    expect(await listed(gatewayB, 'token-bob', BOB.businessId)).toEqual(['Summer']);
    // Another business's answer was not dropped.
    expect(service.asked).toEqual([]);
  });

  it('when an owner writes and the announcement is lost, then the gateway that took the write answers the change at once', async () => {
    const before = await list(gatewayA, 'token-alice', ALICE.businessId);
    await publicCampaign(gatewayA, 'alices-salon');
    service.network.losesBroadcasts = true;
    const edit = await call(gatewayA, '/api/campaigns/3c9e1f7a-5b2d-4e8f-9a61-0d4c7b2e8f13', 'token-alice', {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Winter' }),
    });
    expect(edit.status).toBe(200);
    expect(await listed(gatewayA, 'token-alice', ALICE.businessId)).toEqual(['Winter']);
    expect((await list(gatewayA, 'token-alice', ALICE.businessId, before.etag!)).status).toBe(200);
    expect((await publicCampaign(gatewayA, 'alices-salon')).body.name).toBe('Winter');
  });

  it('when the owner logs out, then the cached list is refused to the old cookie', async () => {
    await list(gatewayA, 'token-alice', ALICE.businessId);
    expect((await call(gatewayA, '/api/logout', 'token-alice', { method: 'POST' })).status).toBe(200);
    expect((await list(gatewayA, 'token-alice', ALICE.businessId)).status).toBe(401);
  });

  it('when a change is announced while a read is on its way, then what that read brought is not kept', async () => {
    // The business's public campaign, kept: once the gateway answers the edited one, it has heard the announcement.
    await publicCampaign(gatewayA, 'alices-salon');
    service.network.changeDuringRead = () =>
      eventually(
        async () => (await publicCampaign(gatewayA, 'alices-salon')).body.name === 'Spring, edited',
        10_000,
        'the announcement on the gateway',
      );
    expect(await listed(gatewayA, 'token-alice', ALICE.businessId)).toEqual(['Spring']);
    service.network.changeDuringRead = null;
    expect(await listed(gatewayA, 'token-alice', ALICE.businessId)).toEqual(['Spring, edited']);
  });
});
