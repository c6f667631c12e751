import type { CampaignEventData } from './events.ts';

/** docs/product-rules.md §9 defaults of a campaign. */
export const CAMPAIGN_DEFAULTS = {
  duration: 'ongoing',
  geoRadius: '10 miles',
  targetDemo: 'All customers',
  primaryColor: '#2563eb',
  secondaryColor: '#1d4ed8',
} as const;

/**
 * What a friend's sign-up may ask besides their first name, e-mail and the consents ("What we ask a friend",
 * docs/product-rules.md §5 as issue 19 changed it): each only when the campaign's owner turns it on, in this
 * order. A deliberate departure from SPEC.md §5, which asked every friend for all of them and a password.
 */
export const FRIEND_FIELDS = ['lastName', 'phoneNumber', 'postcode'] as const;
export type FriendField = (typeof FRIEND_FIELDS)[number];

/**
 * A friend's sign-up with what the campaign does not ask emptied: neither sent nor kept. Here, away from the
 * yup schemas, so that the referral page's first load does not pay for yup.
 */
export function askedOfFriend<T extends Record<FriendField, string>>(
  input: T,
  friendFields: readonly FriendField[],
): T {
  const kept = (field: FriendField) => (friendFields.includes(field) ? input[field] : '');
  return {
    ...input,
    lastName: kept('lastName'),
    phoneNumber: kept('phoneNumber'),
    postcode: kept('postcode'),
  };
}

/** Each {@link FriendField} in the friend's and the owner's words. */
export const FRIEND_FIELD_LABELS: Record<FriendField, string> = {
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  postcode: 'Postcode',
};

/**
 * What a campaign field holds, which decides how it is stored, copied, exported and shown:
 * - `text`: one line, stored trimmed, empty as null;
 * - `richText`: HTML from the editor, stored as the campaign's rich-text allow-list leaves it (the campaign
 *   service's sanitiser), shown as plain text where HTML cannot go (a CSV cell);
 * - `image`: an uploaded image's `/uploads/{filename}` path, or null; the campaign's own copy of the file
 *   (copied with a duplicated business, deleted when no campaign shows it any more);
 * - `colour`: a hex colour such as `#2563eb`.
 */
export type CampaignFieldKind = 'text' | 'richText' | 'image' | 'colour';

export interface CampaignFieldDefinition {
  kind: CampaignFieldKind;
  /** The owner's words for the field (the export dialog offers it so). */
  label: string;
  /** Stored when the owner leaves the field empty; fields without one are then null. */
  default?: string;
  /** Carried by the campaign's events (the referral service's read model keeps it for e-mails and vouchers). */
  inEvents?: true;
}

/**
 * The campaign's content, defined once (docs/product-rules.md §3 "Campaign"): every field the owner writes
 * in the wizard and the edit form besides the rewards, in the order the export offers them. The owner's
 * answers, the copy of a duplicated business, the stored form (sanitising included) and the CSV export go
 * by this list; a new content field is added here first.
 */
export const CAMPAIGN_FIELDS = {
  name: { kind: 'text', label: 'Campaign name', inEvents: true },
  description: { kind: 'richText', label: 'Description', inEvents: true },
  duration: { kind: 'text', label: 'Duration', default: CAMPAIGN_DEFAULTS.duration },
  geoRadius: { kind: 'text', label: 'Geographic radius', default: CAMPAIGN_DEFAULTS.geoRadius },
  targetDemo: { kind: 'text', label: 'Target audience', default: CAMPAIGN_DEFAULTS.targetDemo },
  headerImage: { kind: 'image', label: 'Header image', inEvents: true },
  logoImage: { kind: 'image', label: 'Logo image', inEvents: true },
  primaryColor: {
    kind: 'colour',
    label: 'Primary colour',
    default: CAMPAIGN_DEFAULTS.primaryColor,
    inEvents: true,
  },
  secondaryColor: {
    kind: 'colour',
    label: 'Secondary colour',
    default: CAMPAIGN_DEFAULTS.secondaryColor,
    inEvents: true,
  },
  welcomeMessage: { kind: 'richText', label: 'Welcome message' },
  rewardExplanation: { kind: 'richText', label: 'Reward explanation' },
  businessValueProp: { kind: 'richText', label: 'Why choose your business' },
  refereeContent1Title: { kind: 'text', label: 'Friend page box 1: title' },
  refereeContent1Body: { kind: 'richText', label: 'Friend page box 1: text' },
  refereeContent1Image: { kind: 'image', label: 'Friend page box 1: image' },
  refereeContent2Title: { kind: 'text', label: 'Friend page box 2: title' },
  refereeContent2Body: { kind: 'richText', label: 'Friend page box 2: text' },
  refereeContent2Image: { kind: 'image', label: 'Friend page box 2: image' },
  refereeContent3Title: { kind: 'text', label: 'Friend page box 3: title' },
  refereeContent3Body: { kind: 'richText', label: 'Friend page box 3: text' },
  refereeContent3Image: { kind: 'image', label: 'Friend page box 3: image' },
} as const satisfies Record<string, CampaignFieldDefinition>;

type Catalogue = typeof CAMPAIGN_FIELDS;

/** A content field of a campaign. */
export type CampaignField = keyof Catalogue;

/** The content fields of one kind. */
export type CampaignFieldOf<K extends CampaignFieldKind> = {
  [F in CampaignField]: Catalogue[F]['kind'] extends K ? F : never;
}[CampaignField];

/** The content fields the campaign's events carry. */
export type CampaignEventField = {
  [F in CampaignField]: Catalogue[F] extends { inEvents: true } ? F : never;
}[CampaignField];

/** Every content field, in the catalogue's order. */
export const CAMPAIGN_FIELD_NAMES = Object.keys(CAMPAIGN_FIELDS) as CampaignField[];

/** The content fields of `kind`, in the catalogue's order. */
export function campaignFieldsOf<K extends CampaignFieldKind>(kind: K): CampaignFieldOf<K>[] {
  return CAMPAIGN_FIELD_NAMES.filter(
    (field): field is CampaignFieldOf<K> => CAMPAIGN_FIELDS[field].kind === kind,
  );
}

/** The fields that name an uploaded image: exactly the kinds an upload is made for (UPLOAD_TYPES). */
export const CAMPAIGN_IMAGE_FIELDS = campaignFieldsOf('image');

/** The rich-text fields: sanitised before they are stored, plain text in a CSV cell. */
export const CAMPAIGN_RICH_TEXT_FIELDS = campaignFieldsOf('richText');

/** The content fields the campaign's events carry, in the catalogue's order. */
export const CAMPAIGN_EVENT_FIELDS = CAMPAIGN_FIELD_NAMES.filter(
  (field): field is CampaignEventField => 'inEvents' in CAMPAIGN_FIELDS[field],
);

/** The content a campaign's events carry: each field as {@link CampaignEventData} has it. */
export type CampaignEventContent = Pick<CampaignEventData, CampaignEventField>;

/**
 * The content of `source` (a campaign, or an event of one) as events carry it: each field as given, else its
 * default (events published before they carried colours), else null.
 */
export function campaignEventContent(
  source: Partial<Record<CampaignEventField, string | null | undefined>>,
): CampaignEventContent {
  const content = CAMPAIGN_EVENT_FIELDS.map((field) => {
    const definition: CampaignFieldDefinition = CAMPAIGN_FIELDS[field];
    return [field, source[field] ?? definition.default ?? null];
  });
  return Object.fromEntries(content) as CampaignEventContent;
}
