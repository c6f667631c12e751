import { array, boolean, object, string, type InferType } from 'yup';
import type { BusinessDeletedData, BusinessRegisteredData } from '../identity/events.ts';

/**
 * The steps of the business workflows (duplicate, delete) that the admin service orchestrates and the other
 * services carry out, one bus-only subject each (`access: 'service'`), see docs/adr/0014. Every step message
 * carries `workflowId` and `step`: the callee records what it did under that pair in the same transaction as
 * the change and answers a repeated step with its first answer, so a step may always be sent again.
 */
const uuid = (name: string) => string().required(`${name} is required`).uuid(`${name} must be a UUID`);

const stepKey = {
  workflowId: uuid('workflowId'),
  step: string().required('step is required').max(80, 'step is too long'),
};

/** A step about one business: deactivate it, remove what a service holds about it, remove it. */
export const businessStepSchema = object({ ...stepKey, businessId: uuid('businessId') });

/** The longest business name the registration and profile forms accept. */
const MAX_BUSINESS_NAME_LENGTH = 120;
/** A copy's suffix, " (copy)" as copies were once named or " (copy N)". */
const COPY_SUFFIX = / \(copy(?: \d+)?\)$/;

/** `name` and `suffix`, the name cut (never inside a character) so that the whole fits the name's limit. */
function withSuffix(name: string, suffix: string): string {
  const room = MAX_BUSINESS_NAME_LENGTH - suffix.length;
  let kept = '';
  for (const character of name) {
    if (kept.length + character.length > room) break;
    kept += character;
  }
  return `${kept.trimEnd()}${suffix}`;
}

/**
 * The default name of a copy: "{name} (copy N)" with the first N from 2 that none of `taken` has (compared
 * without regard to letter case), where a copy's name loses its own suffix first, so copying "Café (copy 2)"
 * makes "Café (copy 3)" rather than "Café (copy 2) (copy 2)".
 */
export function copyNameOf(businessName: string, taken: readonly string[]): string {
  const base = businessName.replace(COPY_SUFFIX, '');
  const names = new Set(taken.map((name) => name.toLowerCase()));
  for (let n = 2; ; n += 1) {
    const candidate = withSuffix(base, ` (copy ${n})`);
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * identity `copy-business`: a new business under the source's login, named `businessName` or by default
 * "{name} (copy N)" (the first N from 2 that no business of the login has), with a slug of its own; answers
 * `{ business: BusinessRegisteredData }` (the new business as read models keep it).
 */
export const copyBusinessStepSchema = object({
  ...stepKey,
  sourceBusinessId: uuid('sourceBusinessId'),
  businessName: string().trim().max(MAX_BUSINESS_NAME_LENGTH, 'Business name is too long').optional(),
});

/** identity `copy-business`'s answer: the new business as read models keep it. */
export interface CopyBusinessStepAnswer {
  business: BusinessRegisteredData;
}

/** identity `deactivate-business`'s answer: `changed` when this step turned it off (false: inactive or gone already). */
export interface DeactivateBusinessStepAnswer {
  businessId: string;
  changed: boolean;
}

/** identity `remove-business`'s answer: what was deleted, or null when the business was gone already. */
export interface RemoveBusinessStepAnswer {
  removed: BusinessDeletedData | null;
}

/**
 * campaign `copy-campaigns`: copies of the source's campaigns (milestones, branding, content, own copies of
 * images; statistics zero) for the target business, which the message describes in full so the copy does not
 * wait for identity's event. Answers `{ campaigns: CampaignCopy[] }`.
 */
export const copyCampaignsStepSchema = object({
  ...stepKey,
  sourceBusinessId: uuid('sourceBusinessId'),
  target: object({
    businessId: uuid('businessId'),
    loginId: uuid('loginId'),
    businessName: string().required(),
    businessSlug: string().required(),
    businessType: string().required(),
    isActive: boolean().required(),
    subscriptionTier: string().required(),
    createdAt: string().required(),
  }).required(),
});

/** One copied campaign: the original's id and the copy's. */
export interface CampaignCopy {
  from: string;
  to: string;
}

/**
 * referral `copy-referrers`: the referrers of each copied campaign join its copy (same person, a new code)
 * with referral data reset (no referees, vouchers or counts). Answers `{ referrers: number }`.
 */
export const copyReferrersStepSchema = object({
  ...stepKey,
  sourceBusinessId: uuid('sourceBusinessId'),
  targetBusinessId: uuid('targetBusinessId'),
  campaigns: array(object({ from: uuid('from'), to: uuid('to') }).required()).required(),
});

export type BusinessStepInput = InferType<typeof businessStepSchema>;
export type CopyBusinessStepInput = InferType<typeof copyBusinessStepSchema>;
export type CopyCampaignsStepInput = InferType<typeof copyCampaignsStepSchema>;
export type CopyReferrersStepInput = InferType<typeof copyReferrersStepSchema>;
