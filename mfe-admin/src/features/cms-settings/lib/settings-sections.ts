import {
  FEATURE_CARDS,
  HERO_ACCENT_CLASS,
  PRICING_PLAN_KEYS,
  SUPER_ADMIN_SETTING_KEYS,
  YEAR_PLACEHOLDER,
} from '@referrals/contracts';

/** How a setting is edited: a line, a paragraph, an image of the library, a JSON list, or a switch. */
export type SettingInput = 'line' | 'paragraph' | 'image' | 'json' | 'switch' | 'code';

export interface SettingField {
  key: string;
  label: string;
  input: SettingInput;
  help?: string;
}

export interface SettingsSection {
  title: string;
  /** Groups of fields shown together (a feature card, a plan), each with an optional heading. */
  groups: { heading?: string; fields: SettingField[] }[];
}

const line = (key: string, label: string, help?: string): SettingField => ({
  key,
  label,
  input: 'line',
  help,
});
const paragraph = (key: string, label: string, help?: string): SettingField => ({
  key,
  label,
  input: 'paragraph',
  help,
});
const image = (key: string, label: string): SettingField => ({ key, label, input: 'image' });

const COPYRIGHT_HELP = `${YEAR_PLACEHOLDER} is replaced by the current year.`;
const SOCIAL_HELP = 'A full address starting with https://; the icon shows only when it is set.';

/** The Settings tab's four sections (docs/product-rules.md §2), in the spec's order. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    title: 'Hero',
    groups: [
      {
        fields: [
          image('hero_background_image', 'Background image'),
          line(
            'hero_title',
            'Title',
            `Wrap words in <span class="${HERO_ACCENT_CLASS}">…</span> to colour them in the brand's accent.`,
          ),
          line('hero_button_text', 'Button text'),
          paragraph('hero_subtitle', 'Subtitle'),
          line('hero_secondary_button_text', 'Secondary button text'),
        ],
      },
    ],
  },
  {
    title: 'Features',
    groups: [
      { fields: [line('features_title', 'Title'), paragraph('features_subtitle', 'Subtitle')] },
      ...FEATURE_CARDS.map((n) => ({
        heading: `Card ${n}`,
        fields: [
          line(`features_card${n}_title`, 'Title'),
          paragraph(`features_card${n}_description`, 'Description'),
          image(`features_card${n}_image`, 'Image'),
        ],
      })),
    ],
  },
  {
    title: 'Pricing',
    groups: [
      { fields: [line('pricing_title', 'Title'), paragraph('pricing_subtitle', 'Subtitle')] },
      ...PRICING_PLAN_KEYS.map((plan) => ({
        heading: `${plan[0]!.toUpperCase()}${plan.slice(1)} plan`,
        fields: [
          line(`pricing_${plan}_name`, 'Name'),
          paragraph(`pricing_${plan}_description`, 'Description'),
          line(`pricing_${plan}_price`, 'Price', 'As shown, e.g. £29'),
          line(`pricing_${plan}_period`, 'Period', 'e.g. /month'),
          {
            key: `pricing_${plan}_features`,
            label: 'Features',
            input: 'json' as const,
            help: 'A JSON list of texts, e.g. ["1 active campaign", "Email support"]',
          },
        ],
      })),
    ],
  },
  {
    title: 'Site Meta and Contact',
    groups: [
      {
        fields: [
          line('site_title', 'Site title'),
          line('site_tagline', 'Tagline'),
          paragraph('site_description', 'Description', 'Search engines and link previews show it.'),
          line('contact_email', 'Contact email'),
          line('phone_number', 'Phone number'),
          paragraph('company_address', 'Company address'),
          paragraph('company_description', 'Company description', 'Shown in the footer.'),
          line('company_phone', 'Company phone'),
          line('footer_copyright', 'Footer copyright', COPYRIGHT_HELP),
          line('copyright_text', 'Copyright text', COPYRIGHT_HELP),
        ],
      },
      {
        heading: 'Social links',
        fields: [
          line('social_facebook', 'Facebook URL', SOCIAL_HELP),
          line('social_linkedin', 'LinkedIn URL', SOCIAL_HELP),
          line('social_twitter', 'Twitter URL', SOCIAL_HELP),
          line('social_instagram', 'Instagram URL', SOCIAL_HELP),
          line('social_tiktok', 'TikTok URL', SOCIAL_HELP),
        ],
      },
      {
        heading: 'Analytics (super admins only)',
        fields: [
          {
            key: 'analytics_code',
            label: 'Analytics code',
            input: 'code',
            help: 'Script the public pages include as it is. Only super admins see or change it.',
          },
          line(
            'analytics_hosts',
            'Analytics hosts',
            'The https:// origins the analytics code loads from, separated by spaces: the public pages allow scripts from these only.',
          ),
        ],
      },
      {
        fields: [
          {
            key: 'maintenance_mode',
            label: 'Maintenance Mode',
            input: 'switch',
            help: 'Closes the landing page, the blog and the pages with a maintenance notice (503). Referral links, vouchers and every account keep working; check pages through preview links meanwhile.',
          },
        ],
      },
    ],
  },
];

/** The sections as `role` sees them: the analytics settings only for a super admin. */
export function sectionsFor(role: 'admin' | 'super_admin'): SettingsSection[] {
  if (role === 'super_admin') return [...SETTINGS_SECTIONS];
  return SETTINGS_SECTIONS.map((section) => ({
    ...section,
    groups: section.groups
      .map((group) => ({
        ...group,
        fields: group.fields.filter((field) => !SUPER_ADMIN_SETTING_KEYS.includes(field.key)),
      }))
      .filter((group) => group.fields.length > 0),
  }));
}

/** The keys of `section` whose edited value differs from the saved one. */
export function changedKeys(
  section: SettingsSection,
  saved: Readonly<Record<string, string>>,
  edited: Readonly<Record<string, string>>,
): string[] {
  return section.groups
    .flatMap((group) => group.fields)
    .map((field) => field.key)
    .filter((key) => key in edited && edited[key] !== (saved[key] ?? ''));
}
