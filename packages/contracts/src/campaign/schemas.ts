import { array, boolean, number, object, string, type InferType } from 'yup';
import { STORED_FILE_NAME, UPLOADED_FILE_PATH, UPLOAD_TYPES } from '../shared/uploads.ts';
import { TIMESERIES_PERIODS } from './dto.ts';

/** docs/product-rules.md §9 defaults of a campaign. */
export const CAMPAIGN_DEFAULTS = {
  duration: 'ongoing',
  geoRadius: '10 miles',
  targetDemo: 'All customers',
  primaryColor: '#2563eb',
  secondaryColor: '#1d4ed8',
} as const;

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

/** One reward milestone (docs/product-rules.md §5 milestone schema); `description` is stored as the reward description. */
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
  description: string().trim().required('Description is required').max(2000, 'Description is too long'),
  termsAndConditions: richText(),
});

/** POST /api/reward-milestones/campaign/{id}: the whole list, replacing the campaign's milestones. */
export const milestonesSchema = object({
  milestones: array(milestoneSchema).required('Milestones are required').max(50, 'At most 50 milestones'),
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

/** Rewards: at least one kind, and each enabled kind named (wizard step 4, docs/product-rules.md §5). */
const rewardFields = {
  constantRewardEnabled: boolean()
    .default(false)
    .test('one-reward', 'Please configure at least one reward type.', function atLeastOne(value) {
      return !!value || !!(this.parent as { inviteeRewardEnabled?: boolean }).inviteeRewardEnabled;
    }),
  constantRewardName: string()
    .trim()
    .max(200, 'Reward name is too long')
    .when('constantRewardEnabled', {
      is: true,
      then: (schema) => schema.required('Constant reward name is required when enabled.'),
      otherwise: (schema) => schema.optional(),
    }),
  inviteeRewardEnabled: boolean().default(false),
  inviteeRewardName: string()
    .trim()
    .max(200, 'Reward name is too long')
    .when('inviteeRewardEnabled', {
      is: true,
      then: (schema) => schema.required('Invitee reward name is required when enabled.'),
      otherwise: (schema) => schema.optional(),
    }),
};

/** POST /api/campaigns: the wizard's campaign; `userId` is the business it belongs to. */
export const campaignCreateSchema = object({
  userId: string().required('Business is required').uuid('Business is required'),
  name: string().trim().required('Campaign name is required.').max(200, 'Campaign name is too long'),
  duration: optionalText(100).default(CAMPAIGN_DEFAULTS.duration),
  geoRadius: optionalText(100).default(CAMPAIGN_DEFAULTS.geoRadius),
  ...contentFields,
  targetDemo: optionalText(200).default(CAMPAIGN_DEFAULTS.targetDemo),
  primaryColor: color(CAMPAIGN_DEFAULTS.primaryColor),
  secondaryColor: color(CAMPAIGN_DEFAULTS.secondaryColor),
  ...rewardFields,
  milestones: array(milestoneSchema).max(50, 'At most 50 milestones').optional(),
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
  constantRewardName: optionalText(200),
  inviteeRewardEnabled: boolean().default(false),
  inviteeRewardName: optionalText(200),
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

const REFERRER_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${REFERRER_LIST_LIMIT.max}`;

/**
 * Query of GET /api/referrers/campaign/{id}: the best `limit` referrers whose first name, last name, email or
 * referral code contains `search` (any case). Without either, the first 100 of them all.
 */
export const referrerListQuerySchema = object({
  search: string()
    .typeError('Search must be text')
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .default(''),
  limit: number()
    .typeError(REFERRER_LIMIT_MESSAGE)
    .integer(REFERRER_LIMIT_MESSAGE)
    .min(1, REFERRER_LIMIT_MESSAGE)
    .max(REFERRER_LIST_LIMIT.max, REFERRER_LIMIT_MESSAGE)
    .default(REFERRER_LIST_LIMIT.default),
});
export type ReferrerListQuery = InferType<typeof referrerListQuerySchema>;

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
