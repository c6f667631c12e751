import type { SiteContent } from '@referrals/contracts';
import { escapeHtml } from '../static/html-template.ts';

/** How long a crawler or a visitor is asked to wait before trying a page closed for maintenance, in seconds. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 3600;

/**
 * The page the marketing pages answer (503) while the `maintenance_mode` setting is "true": the site's name and
 * how to reach it, with nothing to load (its style is inline and its policy allows nothing else), so it shows
 * whatever state the rest of the product is in. The referral, verification and voucher pages, the owner,
 * referrer and admin areas and the API keep working: businesses depend on them.
 */
export function maintenancePage(content: SiteContent): string {
  const { site, footer } = content;
  const contact = [
    site.contactEmail &&
      `<a href="mailto:${escapeHtml(site.contactEmail)}">${escapeHtml(site.contactEmail)}</a>`,
    site.phoneNumber &&
      `<a href="tel:${escapeHtml(site.phoneNumber.replace(/[^\d+]/g, ''))}">${escapeHtml(site.phoneNumber)}</a>`,
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(`${site.title}: back soon`)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:34rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(15,23,42,.12)}
h1{margin:0 0 .5rem;font-size:1.6rem;line-height:1.25}
p{margin:.5rem 0}
.brand{color:#1d4ed8;font-weight:700;font-size:1.1rem;margin-bottom:1rem}
a{color:#1d4ed8}
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(site.title)}</p>
<h1>We’re making some improvements</h1>
<p>Our website is briefly closed for maintenance. Please come back in a little while.</p>
<p>Referral links, vouchers and your account keep working as usual.</p>
${contact.length > 0 ? `<p>Need us now? ${contact.join(' · ')}</p>` : ''}
${footer.address ? `<p>${escapeHtml(footer.address)}</p>` : ''}
</main>
</body>
</html>
`;
}

/** The maintenance page's policy: its inline style, nothing else. */
export const MAINTENANCE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
