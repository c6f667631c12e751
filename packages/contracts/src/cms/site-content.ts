import {
  DEFAULT_CMS_SETTINGS,
  FEATURE_CARDS,
  PRICING_PLAN_KEYS,
  YEAR_PLACEHOLDER,
  parsedSetting,
  settingValueProblem,
  type FooterSection,
  type NavLink,
  type PricingPlanKey,
} from './settings.ts';

export { PRODUCT_NAME, type FooterSection, type NavLink } from './settings.ts';

/** The social networks the footer links to, each only when its setting is set. */
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'linkedin', 'instagram', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The public site's editable content, read by the public microfrontend (what the pages show) and by the
 * gateway (the title, description and link-preview tags of the HTML it serves): the CMS's public settings
 * (`GET /api/cms/settings`, a key-to-value map) mapped by {@link siteContentFromSettings}. Each field names
 * the setting it comes from.
 */
export interface SiteContent {
  site: {
    /** site_title: the site's name in page titles and link previews */
    title: string;
    /** site_tagline: follows the name in the landing page's title */
    tagline: string;
    /** site_description: the landing page's meta description and link-preview text */
    description: string;
    /** contact_email */
    contactEmail: string;
    /** phone_number */
    phoneNumber: string;
  };
  /** header_nav_links */
  headerNavLinks: NavLink[];
  hero: {
    /** hero_title: sanitised HTML; its accent is a `<span class="accent">` (or a coloured span) */
    titleHtml: string;
    /** hero_subtitle */
    subtitle: string;
    /** hero_button_text */
    primaryButtonText: string;
    /** hero_secondary_button_text */
    secondaryButtonText: string;
    /** hero_background_image: an `/uploads/` address, or null */
    backgroundImage: string | null;
  };
  features: {
    /** features_title, features_subtitle */
    title: string;
    subtitle: string;
    /** features_card{1..6}_title / _description / _image */
    cards: { title: string; description: string; image: string | null }[];
  };
  pricing: {
    /** pricing_title, pricing_subtitle */
    title: string;
    subtitle: string;
    /** pricing_{basic|professional|enterprise}_name / _description / _price / _period / _features */
    plans: {
      tier: PricingPlanKey;
      name: string;
      description: string;
      price: string;
      period: string;
      features: string[];
    }[];
  };
  footer: {
    /** company_description */
    description: string;
    /** company_address */
    address: string;
    /** company_phone */
    phone: string;
    /** footer_nav_sections */
    sections: FooterSection[];
    /** social_facebook, social_twitter, social_linkedin, social_instagram, social_tiktok: shown only if set */
    social: Partial<Record<SocialNetwork, string>>;
    /** copyright_text, else footer_copyright; `{year}` is this year */
    copyright: string;
  };
  /** maintenance_mode */
  maintenanceMode: boolean;
}

/**
 * The site's content from the CMS's settings: each field from its setting, the default where a setting is
 * missing or does not parse (a stored JSON list that is not one, an image that is not an upload).
 */
export function siteContentFromSettings(
  settings: Readonly<Record<string, string>>,
  now: Date = new Date(),
): SiteContent {
  const text = (key: string): string => {
    const value = settings[key];
    return value !== undefined && settingValueProblem(key, value) === null
      ? value
      : DEFAULT_CMS_SETTINGS[key]!;
  };
  const optional = (key: string): string | null => text(key).trim() || null;
  const year = String(now.getFullYear());
  const copyright = (text('copyright_text') || text('footer_copyright')).replaceAll(YEAR_PLACEHOLDER, year);
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const network of ['facebook', 'twitter', 'linkedin', 'instagram', 'tiktok'] as const) {
    const url = optional(`social_${network}`);
    if (url) social[network] = url;
  }
  return {
    site: {
      title: text('site_title'),
      tagline: text('site_tagline'),
      description: text('site_description'),
      contactEmail: text('contact_email'),
      phoneNumber: text('phone_number'),
    },
    headerNavLinks: parsedSetting<NavLink[]>(settings, 'header_nav_links'),
    hero: {
      titleHtml: text('hero_title'),
      subtitle: text('hero_subtitle'),
      primaryButtonText: text('hero_button_text'),
      secondaryButtonText: text('hero_secondary_button_text'),
      backgroundImage: optional('hero_background_image'),
    },
    features: {
      title: text('features_title'),
      subtitle: text('features_subtitle'),
      cards: FEATURE_CARDS.map((n) => ({
        title: text(`features_card${n}_title`),
        description: text(`features_card${n}_description`),
        image: optional(`features_card${n}_image`),
      })),
    },
    pricing: {
      title: text('pricing_title'),
      subtitle: text('pricing_subtitle'),
      plans: PRICING_PLAN_KEYS.map((tier) => ({
        tier,
        name: text(`pricing_${tier}_name`),
        description: text(`pricing_${tier}_description`),
        price: text(`pricing_${tier}_price`),
        period: text(`pricing_${tier}_period`),
        features: parsedSetting<string[]>(settings, `pricing_${tier}_features`),
      })),
    },
    footer: {
      description: text('company_description'),
      address: text('company_address'),
      phone: text('company_phone'),
      sections: parsedSetting<FooterSection[]>(settings, 'footer_nav_sections'),
      social,
      copyright,
    },
    maintenanceMode: text('maintenance_mode') === 'true',
  };
}

/** The built-in content: what a fresh install shows, and what the site shows until the settings arrive. */
export const DEFAULT_SITE_CONTENT: SiteContent = siteContentFromSettings(DEFAULT_CMS_SETTINGS);
