/**
 * The CMS settings: a key and a string value each (docs/product-rules.md §3). The CMS service writes the
 * defaults below on its first start; an admin changes one with `PUT /api/admin/cms/settings/{key}`, which
 * checks the value by the key's kind ({@link settingValueProblem}); the public site reads the public ones as a
 * key-to-value map and maps them onto its content with `siteContentFromSettings` (site-content.ts), which falls
 * back to the default of any value that does not parse.
 */

/** The product's name, written once: page titles, the logo, link previews, welcome toasts. */
export const PRODUCT_NAME = 'ReferralHub';

/** A navigation link: internal paths start with "/", anything else opens in a new tab. */
export interface NavLink {
  label: string;
  url: string;
}

/** A titled group of footer links. */
export interface FooterSection {
  title: string;
  links: NavLink[];
}

export const FEATURE_CARDS = [1, 2, 3, 4, 5, 6] as const;
export const PRICING_PLAN_KEYS = ['basic', 'professional', 'enterprise'] as const;
export type PricingPlanKey = (typeof PRICING_PLAN_KEYS)[number];

/** How a setting's value is checked and edited. */
export type SettingKind =
  /** Plain text, shown as text. */
  | 'text'
  /** Rich text kept through the CMS's allow-list (the hero title and its coloured `<span>`). */
  | 'html'
  /** An image of the media library: `''` or an `/uploads/` address. */
  | 'image'
  /** `''` or an http(s) address. */
  | 'url'
  /** `''` or an e-mail address. */
  | 'email'
  /** JSON: a list of `{ label, url }`. */
  | 'links'
  /** JSON: a list of `{ title, links: [{ label, url }] }`. */
  | 'sections'
  /** JSON: a list of strings. */
  | 'strings'
  /** "true" or "false". */
  | 'boolean'
  /** Raw HTML with script that the marketing pages embed (super admins only). */
  | 'script'
  /** Space-separated https origins the analytics code loads from (super admins only). */
  | 'origins';

export const CMS_SETTINGS = {
  header_nav_links: 'links',
  footer_nav_sections: 'sections',
  hero_background_image: 'image',
  hero_title: 'html',
  hero_subtitle: 'text',
  hero_button_text: 'text',
  hero_secondary_button_text: 'text',
  features_title: 'text',
  features_subtitle: 'text',
  ...Object.fromEntries(
    FEATURE_CARDS.flatMap((n) => [
      [`features_card${n}_title`, 'text'],
      [`features_card${n}_description`, 'text'],
      [`features_card${n}_image`, 'image'],
    ]),
  ),
  pricing_title: 'text',
  pricing_subtitle: 'text',
  ...Object.fromEntries(
    PRICING_PLAN_KEYS.flatMap((plan) => [
      [`pricing_${plan}_name`, 'text'],
      [`pricing_${plan}_description`, 'text'],
      [`pricing_${plan}_price`, 'text'],
      [`pricing_${plan}_period`, 'text'],
      [`pricing_${plan}_features`, 'strings'],
    ]),
  ),
  site_title: 'text',
  site_tagline: 'text',
  site_description: 'text',
  contact_email: 'email',
  phone_number: 'text',
  company_address: 'text',
  company_description: 'text',
  company_phone: 'text',
  footer_copyright: 'text',
  copyright_text: 'text',
  social_facebook: 'url',
  social_linkedin: 'url',
  social_twitter: 'url',
  social_instagram: 'url',
  social_tiktok: 'url',
  analytics_code: 'script',
  analytics_hosts: 'origins',
  maintenance_mode: 'boolean',
} as Record<string, SettingKind>;

export type CmsSettingKey = string;

/** Every key, in the Settings tab's order. */
export const CMS_SETTING_KEYS: readonly CmsSettingKey[] = Object.keys(CMS_SETTINGS);

/**
 * Settings only a super admin reads or changes, and that `GET /api/cms/settings` never answers: raw script on
 * the public site (a deliberate departure from docs/product-rules.md §6, which lets any admin edit them).
 */
export const SUPER_ADMIN_SETTING_KEYS: readonly CmsSettingKey[] = ['analytics_code', 'analytics_hosts'];

/** What `GET /api/cms/settings` answers: every key but the super admin's. */
export const PUBLIC_SETTING_KEYS: readonly CmsSettingKey[] = CMS_SETTING_KEYS.filter(
  (key) => !SUPER_ADMIN_SETTING_KEYS.includes(key),
);

/** Longest value of a setting, in characters, by kind. */
export const SETTING_MAX_LENGTH: Record<SettingKind, number> = {
  text: 2_000,
  html: 2_000,
  image: 300,
  url: 500,
  email: 254,
  links: 20_000,
  sections: 20_000,
  strings: 5_000,
  boolean: 5,
  script: 20_000,
  origins: 2_000,
};

/** `{year}` in a copyright text is this year when the page shows it. */
export const YEAR_PLACEHOLDER = '{year}';

/** The class of the hero title's accent (`<span class="accent">`), coloured by the public site's stylesheet. */
export const HERO_ACCENT_CLASS = 'accent';

const HEADER_LINKS: NavLink[] = [
  { label: 'Features', url: '/features' },
  { label: 'Pricing', url: '/pricing' },
  { label: 'Contact', url: '/contact' },
];

// Labels differ from the header's so that each link name on the page is unambiguous.
const FOOTER_SECTIONS: FooterSection[] = [
  {
    title: 'Product',
    links: [
      { label: 'How it works', url: '/how-it-works' },
      { label: 'Plans', url: '/pricing' },
      { label: 'Blog', url: '/blog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', url: '/about' },
      { label: 'Get in touch', url: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', url: '/privacy' },
      { label: 'Terms of Service', url: '/terms' },
    ],
  },
];

const FEATURE_CARD_DEFAULTS: { title: string; description: string }[] = [
  {
    title: '5-step campaign wizard',
    description:
      'Name your campaign, add your colours and logo, write your message, choose the rewards and launch. ' +
      'Most businesses are live in under 5 minutes.',
  },
  {
    title: 'Unique referral links',
    description:
      'Every customer gets a personal link to share on WhatsApp, Facebook, X or by email, so each new ' +
      'visitor is credited to the person who sent them.',
  },
  {
    title: 'Vouchers with QR codes',
    description:
      'Friends receive a voucher with a QR code. Scan it or type the code at the till to redeem it in ' +
      'seconds; every voucher works exactly once.',
  },
  {
    title: 'Real-time analytics',
    description:
      'Follow referrals, active referrers, conversion rate and redeemed vouchers as they happen, and see ' +
      'who your best advocates are.',
  },
  {
    title: 'Invitation-only sign-ups',
    description:
      'Rewards are only available through a genuine invitation, which keeps bargain hunters and repeat ' +
      'sign-ups from draining your budget.',
  },
  {
    title: 'Mobile-first design',
    description:
      'Referral pages, vouchers and your dashboard work beautifully on any phone, because that is where ' +
      'your customers share.',
  },
];

const PLAN_DEFAULTS: Record<
  PricingPlanKey,
  { name: string; description: string; price: string; features: string[] }
> = {
  basic: {
    name: 'Basic',
    description: 'Everything a single venue needs to start a referral programme.',
    price: '£29',
    features: ['1 active campaign', 'Basic analytics', 'Email support'],
  },
  professional: {
    name: 'Professional',
    description: 'For growing businesses running several promotions at once.',
    price: '£79',
    features: ['Up to 5 campaigns', 'Advanced analytics', 'Priority support', 'Custom branding'],
  },
  enterprise: {
    name: 'Enterprise',
    description: 'For chains and franchises that want it all under their own brand.',
    price: '£199',
    features: ['Unlimited campaigns', 'White-label solution', 'Dedicated support', 'API access'],
  },
};

const COPYRIGHT = `© ${YEAR_PLACEHOLDER} ${PRODUCT_NAME}. All rights reserved.`;
const DESCRIPTION =
  'Launch a branded referral programme in under 5 minutes: your customers share a personal link, their ' +
  'friends get a welcome voucher, and you see every new customer they bring.';

/** The value of every key until an admin changes it: what a fresh install shows. */
export const DEFAULT_CMS_SETTINGS: Readonly<Record<CmsSettingKey, string>> = {
  header_nav_links: JSON.stringify(HEADER_LINKS),
  footer_nav_sections: JSON.stringify(FOOTER_SECTIONS),
  hero_background_image: '',
  hero_title: `Turn happy customers into your <span class="${HERO_ACCENT_CLASS}">best marketing</span>`,
  hero_subtitle:
    'Launch a branded referral programme in under 5 minutes. Your customers share a personal link, their ' +
    'friends get a welcome voucher, and you watch new faces walk through the door.',
  hero_button_text: 'Start Free 14-Day Trial',
  hero_secondary_button_text: 'View Demo',
  features_title: 'Everything you need to grow by word of mouth',
  features_subtitle:
    'Built for salons, gyms, cafés, shops and local services, not for marketing departments.',
  ...Object.fromEntries(
    FEATURE_CARD_DEFAULTS.flatMap((card, index) => [
      [`features_card${index + 1}_title`, card.title],
      [`features_card${index + 1}_description`, card.description],
      [`features_card${index + 1}_image`, ''],
    ]),
  ),
  pricing_title: 'Simple pricing for every size of business',
  pricing_subtitle: 'Every plan starts with a 14-day free trial. No credit card required.',
  ...Object.fromEntries(
    PRICING_PLAN_KEYS.flatMap((plan) => [
      [`pricing_${plan}_name`, PLAN_DEFAULTS[plan].name],
      [`pricing_${plan}_description`, PLAN_DEFAULTS[plan].description],
      [`pricing_${plan}_price`, PLAN_DEFAULTS[plan].price],
      [`pricing_${plan}_period`, '/month'],
      [`pricing_${plan}_features`, JSON.stringify(PLAN_DEFAULTS[plan].features)],
    ]),
  ),
  site_title: PRODUCT_NAME,
  site_tagline: 'Referral programmes for local businesses',
  site_description: DESCRIPTION,
  contact_email: 'hello@referralhub.example',
  phone_number: '+44 20 7946 0018',
  company_address: '1 Market Street, London EC1A 1AA, United Kingdom',
  company_description: `${PRODUCT_NAME} helps local businesses grow through word of mouth: referral campaigns, vouchers and rewards your customers actually use.`,
  company_phone: '+44 20 7946 0018',
  footer_copyright: COPYRIGHT,
  copyright_text: COPYRIGHT,
  social_facebook: '',
  social_linkedin: '',
  social_twitter: '',
  social_instagram: '',
  social_tiktok: '',
  analytics_code: '',
  analytics_hosts: '',
  maintenance_mode: 'false',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;
/** A link's address: a path of this site (`/about`), an http(s) address, `mailto:` or `tel:`. */
const LINK_URL = /^(?:\/(?!\/)[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+)$/i;

function isLinkList(value: unknown): value is NavLink[] {
  return (
    Array.isArray(value) &&
    value.every(
      (link) =>
        typeof link === 'object' &&
        link !== null &&
        typeof (link as NavLink).label === 'string' &&
        typeof (link as NavLink).url === 'string',
    )
  );
}

function linkProblem(links: NavLink[], where: string): string | null {
  for (const [index, link] of links.entries()) {
    if (link.label.trim() === '') return `${where} link ${index + 1} needs a label`;
    if (!LINK_URL.test(link.url.trim()))
      return `${where} link ${index + 1} ("${link.label}") needs an address such as /about or https://example.com`;
  }
  return null;
}

function parseJson(value: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(value) };
  } catch {
    return { ok: false };
  }
}

/**
 * Why a value cannot be saved under `key`, or null when it can. JSON settings are checked on save (a deliberate
 * departure from docs/product-rules.md §5's "hint only": an admin hears of a typo instead of finding the
 * defaults on the live site).
 */
export function settingValueProblem(key: string, value: string): string | null {
  const kind = CMS_SETTINGS[key];
  if (kind === undefined) return `Unknown setting "${key}"`;
  if (value.length > SETTING_MAX_LENGTH[kind])
    return `This setting can hold at most ${SETTING_MAX_LENGTH[kind]} characters`;
  const trimmed = value.trim();
  switch (kind) {
    case 'text':
    case 'html':
    case 'script':
      return null;
    case 'image':
      return trimmed === '' || UPLOAD_PATH.test(trimmed)
        ? null
        : 'Pick an image from the media library (an address starting with /uploads/)';
    case 'url':
      return trimmed === '' || HTTP_URL.test(trimmed)
        ? null
        : 'Enter a full address starting with https:// (or leave it empty)';
    case 'email':
      return trimmed === '' || EMAIL.test(trimmed)
        ? null
        : 'Enter a valid e-mail address (or leave it empty)';
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'The value must be "true" or "false"';
    case 'origins':
      return trimmed === '' || trimmed.split(/\s+/).every((origin) => HTTPS_ORIGIN.test(origin))
        ? null
        : 'List the script hosts as https:// origins separated by spaces, e.g. https://www.googletagmanager.com';
    case 'links': {
      const parsed = parseJson(value);
      if (!parsed.ok || !isLinkList(parsed.value))
        return 'Links must be a JSON list of {"label": ..., "url": ...}';
      return linkProblem(parsed.value, 'Header');
    }
    case 'sections': {
      const parsed = parseJson(value);
      const sections = parsed.ok ? parsed.value : null;
      if (
        !Array.isArray(sections) ||
        !sections.every(
          (section) =>
            typeof section === 'object' &&
            section !== null &&
            typeof (section as FooterSection).title === 'string' &&
            isLinkList((section as FooterSection).links),
        )
      )
        return 'Footer sections must be a JSON list of {"title": ..., "links": [{"label": ..., "url": ...}]}';
      for (const section of sections as FooterSection[]) {
        if (section.title.trim() === '') return 'Every footer section needs a title';
        const problem = linkProblem(section.links, `"${section.title}"`);
        if (problem) return problem;
      }
      return null;
    }
    case 'strings': {
      const parsed = parseJson(value);
      return parsed.ok &&
        Array.isArray(parsed.value) &&
        parsed.value.every((item) => typeof item === 'string')
        ? null
        : 'Features must be a JSON list of texts, e.g. ["1 active campaign", "Email support"]';
    }
  }
}

/** The value of a JSON setting, or the default's when the stored one does not parse (or has the wrong shape). */
export function parsedSetting<T>(settings: Readonly<Record<string, string>>, key: string): T {
  const value = settings[key];
  if (value !== undefined && settingValueProblem(key, value) === null) return JSON.parse(value) as T;
  return JSON.parse(DEFAULT_CMS_SETTINGS[key]!) as T;
}
