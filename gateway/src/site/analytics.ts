import { randomBytes } from 'node:crypto';
import { CONTENT_SECURITY_POLICY } from '../middleware/security-headers.ts';

/**
 * The site's analytics code (the super admin's `analytics_code` setting) on the marketing pages only, never on
 * the referral, voucher, owner, referrer or admin pages: a link from a marketing page into those areas loads a
 * new document, so no analytics code runs there.
 *
 * The product's policy allows no inline script. For a marketing page with analytics code, this one response's
 * policy adds a nonce, fresh per response, that the gateway writes on the code's own `<script>` elements (and on
 * no other), plus the hosts the `analytics_hosts` setting lists, for the scripts it loads, the images it requests
 * and the addresses it sends to. A script the code writes later carries no nonce and does not run unless it comes
 * from one of those hosts: the list is the whole of what the site trusts.
 */
export interface AnalyticsInjection {
  /** Head tags: the analytics code with the nonce on its scripts. */
  tags: string[];
  /** The policy of this response. */
  contentSecurityPolicy: string;
}

export function analyticsInjection(code: string, hosts: string): AnalyticsInjection | null {
  if (code.trim() === '') return null;
  const nonce = randomBytes(18).toString('base64');
  const origins = hosts.trim() === '' ? [] : hosts.trim().split(/\s+/);
  const extra = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  const contentSecurityPolicy = CONTENT_SECURITY_POLICY.split('; ')
    .map((directive) => {
      if (directive.startsWith('script-src ')) return `${directive} 'nonce-${nonce}'${extra}`;
      if (directive.startsWith('connect-src ')) return `${directive}${extra}`;
      if (directive.startsWith('img-src ')) return `${directive}${extra}`;
      return directive;
    })
    .join('; ');
  // Every script element of the code gets the nonce; a nonce it carried itself is replaced, never trusted.
  const tagged = code.replace(/<script\b([^>]*)>/gi, (_whole, attributes: string) => {
    const kept = attributes.replace(/\snonce\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    return `<script nonce="${nonce}"${kept}>`;
  });
  return { tags: [tagged], contentSecurityPolicy };
}
