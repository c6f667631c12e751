import { randomInt } from 'node:crypto';
import { beforeAll, describe, it } from '@jest/globals';
import pactum from 'pactum';
import type { ReferrerRegisteredDto } from '@referrals/contracts';
import { sessionCookie, useStack } from '../support/api.ts';
import { buildReferrerSignUp, joinWhenKnown, openCampaign, type OpenCampaign } from './referral-support.ts';

/*
 * A chosen personal code may not pass for another member's (docs/abuse-rules.md): one with another current
 * referrer's first or last name as a part is refused unless it has the chooser's own name too.
 */

const { spec } = pactum;

const IMPERSONATION =
  "This code uses another member's name. Choose a code with your own name or another word.";

let open: OpenCampaign;
let priya: ReferrerRegisteredDto;
let maria: ReferrerRegisteredDto;
let priyaCookie: string;

/** A code nobody has: letters that fold to themselves, so that it reads like no other test's code. */
const freshCode = (prefix: string) =>
  `${prefix}-${Array.from({ length: 6 }, () => 'ACDEFGHJKMNPQRTUVWXY'.charAt(randomInt(20))).join('')}`;

const join = (firstName: string, lastName: string) =>
  joinWhenKnown(buildReferrerSignUp(open.campaign.id, { firstName, lastName }));

const chooseCode = (code: string) =>
  spec().put(`/api/referrers/${priya.id}/code`).withHeaders('Cookie', priyaCookie).withJson({ code });

beforeAll(async () => {
  useStack();
  open = await openCampaign();
  const form = buildReferrerSignUp(open.campaign.id, { firstName: 'Priya', lastName: 'Shah' });
  priya = await joinWhenKnown(form);
  maria = await join('Maria', 'Lopez');
  await join('Jo', 'Li');
  const other = await openCampaign();
  await joinWhenKnown(buildReferrerSignUp(other.campaign.id, { firstName: 'Nadia', lastName: 'Khan' }));
  const signedIn = await spec()
    .post('/api/referrers/auth')
    .withJson({ email: form.email, password: form.password })
    .expectStatus(200)
    .toss();
  priyaCookie = sessionCookie(signedIn.headers, 'rsid');
});

describe('PUT /api/referrers/{id}/code: codes with members’ names', () => {
  it("when the code has another member's first or last name in any case and not the chooser's, then 409 with the reason", async () => {
    for (const code of [freshCode('MARIA'), freshCode('lopez'), `CUTS-${freshCode('Maria')}`]) {
      await chooseCode(code).expectStatus(409).expectJsonLike({ message: IMPERSONATION });
    }
    await spec()
      .get(`/api/referrers/code/${priya.referralCode}`)
      .expectStatus(200)
      .expectJsonLike({ firstName: 'Priya' });
  });

  it("when the code has the chooser's own name too, a name under three letters, another campaign's member's or a longer word, then it is hers", async () => {
    for (const code of [
      `PRIYA-${freshCode('MARIA')}`,
      `${freshCode('LOPEZ')}-SHAH`,
      freshCode('JO'),
      freshCode('NADIA'),
      freshCode('MARIANA'),
    ]) {
      await chooseCode(code).expectStatus(200).expectJsonLike({ referralCode: code });
      await spec()
        .get(`/api/referrers/code/${code}`)
        .expectStatus(200)
        .expectJsonLike({ firstName: 'Priya' });
    }
  });

  it('when the member named was deleted by the owner, then a code with their name is accepted', async () => {
    const code = freshCode('LOPEZ');
    await chooseCode(code).expectStatus(409).expectJsonLike({ message: IMPERSONATION });

    await spec()
      .delete(`/api/referrers/${maria.id}`)
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(200);

    await chooseCode(code).expectStatus(200).expectJsonLike({ referralCode: code });
  });
});
