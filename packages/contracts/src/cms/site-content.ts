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

/**
 * The public site's editable content, read by the public microfrontend (what the pages show) and by the
 * gateway (the title, description and link-preview tags of the HTML it serves). Each field mirrors the CMS
 * setting named alongside it, so the CMS only has to map its public settings (`GET /api/cms/settings`, a
 * key-to-value map) onto this shape, falling back to {@link DEFAULT_SITE_CONTENT} field by field.
 */
export interface SiteContent {
  site: {
    /** site_title: the site's name in page titles and link previews */
    title: string;
    /** site_tagline: follows the name in the landing page's title */
    tagline: string;
    /** site_description: the landing page's meta description and link-preview text */
    description: string;
  };
  /** header_nav_links */
  headerNavLinks: NavLink[];
  hero: {
    /** hero_title (the CMS may mark a part of it; here the accent is explicit) */
    title: string;
    titleAccent: string;
    /** hero_subtitle */
    subtitle: string;
    /** hero_button_text */
    primaryButtonText: string;
    /** hero_secondary_button_text */
    secondaryButtonText: string;
  };
  features: {
    /** features_title, features_subtitle */
    title: string;
    subtitle: string;
    /** features_card{1..6}_title / _description */
    cards: { title: string; description: string }[];
  };
  pricing: {
    /** pricing_title, pricing_subtitle */
    title: string;
    subtitle: string;
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
    social: Partial<Record<'facebook' | 'twitter' | 'linkedin' | 'instagram' | 'tiktok', string>>;
    /** copyright_text */
    copyright: string;
  };
}

/** The built-in content: what the site shows until (and wherever) the CMS says otherwise. */
export const DEFAULT_SITE_CONTENT: SiteContent = {
  site: {
    title: PRODUCT_NAME,
    tagline: 'Referral programmes for local businesses',
    description:
      'Launch a branded referral programme in under 5 minutes: your customers share a personal link, their ' +
      'friends get a welcome voucher, and you see every new customer they bring.',
  },
  headerNavLinks: [
    { label: 'Features', url: '/features' },
    { label: 'Pricing', url: '/pricing' },
    { label: 'Contact', url: '/contact' },
  ],
  hero: {
    title: 'Turn happy customers into your',
    titleAccent: 'best marketing',
    subtitle:
      'Launch a branded referral programme in under 5 minutes. Your customers share a personal link, their ' +
      'friends get a welcome voucher, and you watch new faces walk through the door.',
    primaryButtonText: 'Start Free 14-Day Trial',
    secondaryButtonText: 'View Demo',
  },
  features: {
    title: 'Everything you need to grow by word of mouth',
    subtitle: 'Built for salons, gyms, cafés, shops and local services, not for marketing departments.',
    cards: [
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
    ],
  },
  pricing: {
    title: 'Simple pricing for every size of business',
    subtitle: 'Every plan starts with a 14-day free trial. No credit card required.',
  },
  footer: {
    description: `${PRODUCT_NAME} helps local businesses grow through word of mouth: referral campaigns, vouchers and rewards your customers actually use.`,
    address: '1 Market Street, London EC1A 1AA, United Kingdom',
    phone: '+44 20 7946 0018',
    // Labels differ from the header's so that each link name on the page is unambiguous.
    sections: [
      {
        title: 'Product',
        links: [
          { label: 'How it works', url: '/features' },
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
    ],
    social: {},
    copyright: `© ${new Date().getFullYear()} ${PRODUCT_NAME}. All rights reserved.`,
  },
};
