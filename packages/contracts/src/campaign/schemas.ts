import {
  array,
  boolean,
  number,
  object,
  string,
  type AnyObject,
  type Flags,
  type InferType,
  type NumberSchema,
} from 'yup';
import { DEFAULT_MAX_DISCOUNT, REWARD_KINDS, type RewardKind } from '../referral/dto.ts';
import { searchListQuerySchema } from '../shared/search.ts';
import { STORED_FILE_NAME, UPLOADED_FILE_PATH, UPLOAD_TYPES } from '../shared/uploads.ts';
import { TIMESERIES_PERIODS } from './dto.ts';
import { CAMPAIGN_DEFAULTS, FRIEND_FIELDS, type FriendField } from './fields.ts';

export const REWARD_TYPES = ['discount', 'cash', 'product', 'service'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

const REWARD_TYPE_MESSAGE = 'Reward type must be discount, cash, product or service';
const RICH_TEXT_MAX = 50_000;
const COLOR = /^#[0-9a-fA-F]{6}$/;

const optionalText = (max = 500) => string().trim().max(max, 'Text is too long').optional();
/** An image the owner uploaded here: its `/uploads/{filename}` path, or nothing (no image). */
const uploadedImage = () =>
  string()
    .trim()
    .max(1000, 'Text is too long')
    .matches(UPLOADED_FILE_PATH, {
      message: 'Images must be uploaded with the image picker (no links to other sites)',
      excludeEmptyString: true,
    })
    .optional();
const richText = () => string().max(RICH_TEXT_MAX, 'Text is too long').optional();
const color = (fallback: string) =>
  string()
    .trim()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .matches(COLOR, 'Colour must be a hex value such as #2563eb')
    .default(fallback);

const MILESTONE_DESCRIPTION_MAX = 2000;

/** A milestone as sent, before its description is read from either of its names. */
type MilestoneFields = Record<string, unknown> & { description?: unknown; rewardDescription?: unknown };

const isFields = (value: unknown): value is MilestoneFields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One reward milestone (docs/product-rules.md §5 milestone schema). The description comes as `description` (the
 * milestone form's name) or as `rewardDescription` (docs/product-rules.md §3's): either one, under the same
 * rules and messages; sent both, they must agree. It is stored as the reward description, and answered under
 * both names.
 */
export const milestoneSchema = object({
  referralCount: number()
    .typeError('Must be at least 1 referral')
    .required('Must be at least 1 referral')
    .integer('Must be at least 1 referral')
    .min(1, 'Must be at least 1 referral')
    .max(1_000_000, 'Too many referrals'),
  rewardName: optionalText(200),
  rewardType: string()
    .required(REWARD_TYPE_MESSAGE)
    .oneOf([...REWARD_TYPES], REWARD_TYPE_MESSAGE),
  rewardValue: string().trim().required('Reward value is required').max(200, 'Reward value is too long'),
  description: string()
    .trim()
    .required('Description is required')
    .max(MILESTONE_DESCRIPTION_MAX, 'Description is too long'),
  /**
   * docs/product-rules.md §3's name of `description`; its rules are `description`'s, which it fills when sent
   * alone.
   */
  rewardDescription: string()
    .trim()
    .optional()
    .test(
      'same-description',
      'Send the description once: description and rewardDescription differ',
      function sameAsDescription(value) {
        const { description } = this.parent as { description?: string };
        return value === undefined || description === undefined || value === description;
      },
    ),
  termsAndConditions: richText(),
}).transform((value: unknown) =>
  isFields(value) && value.description === undefined && value.rewardDescription !== undefined
    ? { ...value, description: value.rewardDescription }
    : value,
);

/** A milestone's place among a campaign's: each referral count earns one reward, so no two share one. */
const milestoneList = () =>
  array(milestoneSchema)
    .max(50, 'At most 50 milestones')
    .test('distinct-referral-counts', function distinctCounts(milestones) {
      const seen = new Set<number>();
      for (const [index, milestone] of (milestones ?? []).entries()) {
        const count = milestone?.referralCount;
        if (typeof count !== 'number') continue;
        if (seen.has(count)) {
          return this.createError({
            path: `${this.path}[${index}].referralCount`,
            message: `Two milestones are set at ${count} ${count === 1 ? 'referral' : 'referrals'}: give each milestone a different number of referrals`,
          });
        }
        seen.add(count);
      }
      return true;
    });

/**
 * POST /api/reward-milestones/campaign/{id}: the whole list, replacing the campaign's milestones; kept ordered by
 * referral count, whatever the order sent.
 */
export const milestonesSchema = object({
  milestones: milestoneList().required('Milestones are required'),
});

/** The content fields the wizard and the edit form share (docs/product-rules.md §3 "Campaign"). */
const contentFields = {
  description: richText(),
  targetDemo: optionalText(200),
  headerImage: uploadedImage(),
  logoImage: uploadedImage(),
  welcomeMessage: richText(),
  rewardExplanation: richText(),
  businessValueProp: richText(),
  refereeContent1Title: optionalText(200),
  refereeContent1Body: richText(),
  refereeContent1Image: uploadedImage(),
  refereeContent2Title: optionalText(200),
  refereeContent2Body: richText(),
  refereeContent2Image: uploadedImage(),
  refereeContent3Title: optionalText(200),
  refereeContent3Body: richText(),
  refereeContent3Image: uploadedImage(),
};

/** "What we ask a friend": the {@link FRIEND_FIELDS} the campaign's friends are asked for, each at most once. */
const friendFields = () =>
  array(
    string<FriendField>()
      .required('Choose what to ask a friend')
      .oneOf([...FRIEND_FIELDS], 'A friend may be asked for their last name, phone number or postcode'),
  )
    .typeError('A friend may be asked for their last name, phone number or postcode')
    .max(FRIEND_FIELDS.length, 'A friend may be asked for their last name, phone number or postcode')
    .test(
      'distinct',
      'Choose each question once',
      (fields) => new Set(fields).size === (fields ?? []).length,
    );

/** The most a fixed reward or a percentage reward's cap may be, in pounds. */
export const MAX_REWARD_POUNDS = 10_000;

/**
 * The kind a reward has when none is sent: a free product or service, the only kind that needs no value.
 * Campaigns made before rewards had a kind got it too (Migration20261125120000_reward_terms), so nothing
 * the owner never stated appears on a voucher; the reward's name still says what it is.
 */
export const DEFAULT_REWARD_KIND: RewardKind = 'free';

type RewardParty = 'constant' | 'invitee';

const PARTY_LABEL: Record<RewardParty, string> = { constant: 'Constant', invitee: 'Invitee' };

/** True for a whole number of pence (5, 7.5, 7.50), allowing for binary fractions (0.1 + 0.2). */
const wholePence = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/** A sum in pounds: more than nothing, at most {@link MAX_REWARD_POUNDS}, in whole pence. */
const pounds = <S extends NumberSchema<number | null | undefined, AnyObject, unknown, Flags>>(
  schema: S,
  what: string,
): S =>
  schema
    .moreThan(0, `${what} must be more than £0.`)
    .max(MAX_REWARD_POUNDS, `${what} must be at most £${MAX_REWARD_POUNDS.toLocaleString('en-GB')}.`)
    .test('whole-pence', `${what} must be in pounds and pence, e.g. 5 or 7.50.`, (value) =>
      value === undefined || value === null ? true : wholePence(value),
    );

/**
 * A reward's kind, value and cap (services/campaign/README.md, "Rewards"): `{party}RewardType`, one of
 * REWARD_KINDS (default free); `{party}RewardValue`, a whole percent from 1 to 100 or pounds, required when
 * the reward is on and its kind has one; `{party}RewardMaxDiscount`, the cap of a percentage reward in
 * pounds (default DEFAULT_MAX_DISCOUNT). A value or cap the reward does not use (reward off, or a kind
 * without one) is not checked: the forms hide those fields, so nothing hidden can refuse a save, and the
 * service keeps none of it.
 */
function rewardTermsFields(party: RewardParty) {
  const label = PARTY_LABEL[party];
  const enabled = `${party}RewardEnabled`;
  const type = `${party}RewardType`;
  const used = (on: unknown, kind: unknown, ...kinds: RewardKind[]) =>
    on === true && kinds.includes(kind as RewardKind);
  const typeMessage = `${label} reward type must be a percentage discount, a fixed amount off or a free product or service.`;
  const percentMessage = `${label} reward percentage must be a whole number from 1 to 100.`;
  return {
    type: string<RewardKind>()
      .oneOf([...REWARD_KINDS], typeMessage)
      .default(DEFAULT_REWARD_KIND),
    value: number()
      .typeError(`${label} reward value must be a number.`)
      .nullable()
      .optional()
      .when([enabled, type], ([on, kind], schema) => {
        if (used(on, kind, 'percentage'))
          return schema
            .required(`${label} reward value is required when enabled.`)
            .integer(percentMessage)
            .min(1, percentMessage)
            .max(100, percentMessage);
        if (used(on, kind, 'fixed'))
          return pounds(
            schema.required(`${label} reward value is required when enabled.`),
            `${label} reward amount`,
          );
        return schema;
      }),
    maxDiscount: number()
      .typeError(`${label} reward maximum discount must be a number.`)
      .nullable()
      .default(DEFAULT_MAX_DISCOUNT)
      .when([enabled, type], ([on, kind], schema) =>
        used(on, kind, 'percentage')
          ? pounds(
              schema.required(`${label} reward maximum discount is required for a percentage discount.`),
              `${label} reward maximum discount`,
            )
          : schema,
      ),
  };
}

const constantTerms = rewardTermsFields('constant');
const inviteeTerms = rewardTermsFields('invitee');

/** A reward's name: required once the reward is on (wizard step 4 and the edit form alike). */
const rewardName = (party: RewardParty) =>
  string()
    .trim()
    .max(200, 'Reward name is too long')
    .when(`${party}RewardEnabled`, {
      is: true,
      then: (schema) => schema.required(`${PARTY_LABEL[party]} reward name is required when enabled.`),
      otherwise: (schema) => schema.optional(),
    });

/**
 * The rewards both forms set: the constant (referrer) and the invitee reward, each switched on or off, and
 * when on named and with its kind and value.
 */
const rewardTerms = {
  constantRewardName: rewardName('constant'),
  constantRewardType: constantTerms.type,
  constantRewardValue: constantTerms.value,
  constantRewardMaxDiscount: constantTerms.maxDiscount,
  inviteeRewardEnabled: boolean().default(false),
  inviteeRewardName: rewardName('invitee'),
  inviteeRewardType: inviteeTerms.type,
  inviteeRewardValue: inviteeTerms.value,
  inviteeRewardMaxDiscount: inviteeTerms.maxDiscount,
};

/** Wizard step 4 (docs/product-rules.md §5): at least one of the two rewards, each as {@link rewardTerms}. */
const rewardFields = {
  constantRewardEnabled: boolean()
    .default(false)
    .test('one-reward', 'Please configure at least one reward type.', function atLeastOne(value) {
      return !!value || !!(this.parent as { inviteeRewardEnabled?: boolean }).inviteeRewardEnabled;
    }),
  ...rewardTerms,
};

/** How far ahead a `custom` campaign's end must be: its end date is after today, wherever the owner is. */
const CUSTOM_END_MIN_MS = 24 * 60 * 60 * 1000;
/** How far ahead it may be at most (five years). */
const CUSTOM_END_MAX_MS = 5 * 366 * CUSTOM_END_MIN_MS;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * When a `custom` campaign ends (an ISO instant: the wizard sends the midnight after the end date the owner
 * chose, in their time zone), required for `custom` and more than {@link CUSTOM_END_MIN_MS} ahead (the end
 * date is after the start, today); left out for the other durations.
 */
const customEnd = () =>
  string()
    .trim()
    .when('duration', ([duration], schema) =>
      duration === 'custom'
        ? schema
            .required('Choose the date the campaign ends.')
            .matches(ISO_INSTANT, 'The end date is not a date.')
            .test('after-today', 'The end date must be after today.', (value) => {
              const ahead = Date.parse(value) - Date.now();
              return ahead > CUSTOM_END_MIN_MS;
            })
            .test('not-too-far', 'The end date must be within five years.', (value) => {
              return Date.parse(value) - Date.now() <= CUSTOM_END_MAX_MS;
            })
        : schema.strip(),
    );

/** POST /api/campaigns: the wizard's campaign; `userId` is the business it belongs to. */
export const campaignCreateSchema = object({
  userId: string().required('Business is required').uuid('Business is required'),
  name: string().trim().required('Campaign name is required.').max(200, 'Campaign name is too long'),
  duration: optionalText(100).default(CAMPAIGN_DEFAULTS.duration),
  endsAt: customEnd(),
  geoRadius: optionalText(100).default(CAMPAIGN_DEFAULTS.geoRadius),
  ...contentFields,
  targetDemo: optionalText(200).default(CAMPAIGN_DEFAULTS.targetDemo),
  primaryColor: color(CAMPAIGN_DEFAULTS.primaryColor),
  secondaryColor: color(CAMPAIGN_DEFAULTS.secondaryColor),
  ...rewardFields,
  milestones: milestoneList().optional(),
  friendFields: friendFields().default([]),
  /**
   * False saves the campaign inactive (not taking referrers), e.g. when the plan's active campaigns are all in
   * use: the plan's limit is checked only for an active campaign.
   */
  isActive: boolean().typeError('isActive must be true or false').default(true),
});

/** PATCH /api/campaigns/{id} with the edit form (docs/product-rules.md §2 "Campaign edit", §5 "Edit form"). */
export const campaignEditSchema = object({
  name: string()
    .trim()
    .min(1, 'Campaign name is required')
    .required('Campaign name is required')
    .max(200, 'Campaign name is too long'),
  duration: optionalText(100),
  geographicRadius: optionalText(100),
  ...contentFields,
  primaryColor: color(CAMPAIGN_DEFAULTS.primaryColor),
  secondaryColor: color(CAMPAIGN_DEFAULTS.secondaryColor),
  constantRewardEnabled: boolean().default(false),
  ...rewardTerms,
  /** Absent: the campaign keeps what it asks (callers from before the setting existed). */
  friendFields: friendFields().optional().default(undefined),
});

/** PATCH /api/campaigns/{id} with `{ isActive }` alone: the detail page's status toggle. */
export const campaignStatusSchema = object({
  isActive: boolean().typeError('isActive must be true or false').required('isActive is required'),
});

/** True for a PATCH body that is a status change: `isActive` and nothing else. */
export function isCampaignStatusPatch(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'isActive';
}

interface ValidateOptions {
  abortEarly?: boolean;
  stripUnknown?: boolean;
}

/**
 * PATCH /api/campaigns/{id}: either a status change (`{ isActive }` alone) or the edit form, told apart by
 * the body's shape. Described as the edit form plus `isActive` for the API reference.
 */
export const campaignPatchSchema = {
  validate(value: unknown, options?: ValidateOptions): Promise<unknown> {
    return isCampaignStatusPatch(value)
      ? campaignStatusSchema.validate(value, options)
      : campaignEditSchema.validate(value, options);
  },
  describe() {
    const { fields, ...edit } = campaignEditSchema.describe();
    return {
      ...edit,
      fields: { isActive: { ...campaignStatusSchema.describe().fields.isActive, optional: true }, ...fields },
    };
  },
};

export type CampaignCreateInput = InferType<typeof campaignCreateSchema>;
export type CampaignEditInput = InferType<typeof campaignEditSchema>;
export type CampaignStatusInput = InferType<typeof campaignStatusSchema>;
export type MilestoneInput = InferType<typeof milestoneSchema>;
export type MilestonesInput = InferType<typeof milestonesSchema>;

/** Query of GET /api/analytics/campaign/{id}/timeseries. */
export const timeseriesQuerySchema = object({
  period: string()
    .default('30d')
    .oneOf([...TIMESERIES_PERIODS], 'Period must be 30d, 3m or 1y'),
});
export type TimeseriesQuery = InferType<typeof timeseriesQuerySchema>;

/** How many referrers GET /api/referrers/campaign/{id} answers without and at most with `limit`. */
export const REFERRER_LIST_LIMIT = { default: 100, max: 200 } as const;

/**
 * Query of GET /api/referrers/campaign/{id}: the best `limit` referrers whose first name, last name, email,
 * phone number (as typed, or its digits alone) or referral code contains `search` (any case). Without either,
 * the first 100 of them all.
 */
export const referrerListQuerySchema = searchListQuerySchema(REFERRER_LIST_LIMIT);
export type ReferrerListQuery = InferType<typeof referrerListQuerySchema>;

/**
 * Query of GET /api/campaigns/slug/{slug}: `campaign`, the id of one of the business's active campaigns to
 * answer instead of the newest. Any text is taken (an empty one is no choice): an id that is no active
 * campaign of the business, malformed or not, is the same 404 "Campaign not found".
 */
export const publicCampaignQuerySchema = object({
  campaign: string()
    .typeError('Campaign must be a campaign id')
    .trim()
    .lowercase()
    .max(100, 'Campaign must be a campaign id')
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .optional(),
});
export type PublicCampaignQuery = InferType<typeof publicCampaignQuerySchema>;

/** Most records one export page may be asked for (the service may answer fewer, see ExportPage). */
export const EXPORT_PAGE_MAX = 500;

const EXPORT_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${EXPORT_PAGE_MAX}`;

/** Query of the campaign service's export endpoints (bus only): the cursor of the page before, and a size. */
export const exportPageQuerySchema = object({
  after: string().typeError('Invalid export cursor').max(500, 'Invalid export cursor').optional(),
  limit: number()
    .typeError(EXPORT_LIMIT_MESSAGE)
    .integer(EXPORT_LIMIT_MESSAGE)
    .min(1, EXPORT_LIMIT_MESSAGE)
    .max(EXPORT_PAGE_MAX, EXPORT_LIMIT_MESSAGE)
    .optional(),
});
export type ExportPageQuery = InferType<typeof exportPageQuerySchema>;

/**
 * `campaign.uploads.record`: a file the gateway checked and is about to store, under the name it chose. Not
 * a route of its own: POST /api/upload sends it.
 */
export const uploadRecordSchema = object({
  filename: string().required('File name is required').matches(STORED_FILE_NAME, 'Invalid file name'),
  size: number().required('Size is required').integer('Invalid size').min(0, 'Invalid size'),
  purpose: string()
    .required('Upload type is required')
    .oneOf([...UPLOAD_TYPES], 'Unknown upload type'),
});

export type UploadRecordInput = InferType<typeof uploadRecordSchema>;
