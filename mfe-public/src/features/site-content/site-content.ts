/**
 * The site content's shape and built-in defaults live in `@referrals/contracts`, because the gateway writes
 * the same title and description into the HTML it serves (link previews run no JavaScript).
 */
export {
  DEFAULT_SITE_CONTENT,
  type FooterSection,
  type NavLink,
  type SiteContent,
} from '@referrals/contracts';
