import { Logo } from '@referrals/ui/light';
import type { SiteContent } from '@referrals/contracts';
import * as styles from './landing.module.css';
import { SiteLink } from './SiteLink.tsx';

const SOCIAL_LABELS = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  tiktok: 'TikTok',
} as const;

export function SiteFooter({ content }: { content: SiteContent['footer'] }) {
  const social = (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).filter(
    (key) => content.social[key],
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.container}>
        <div className={styles.footerGrid}>
          <div>
            <Logo size={28} color="#fff" />
            <p className={styles.footerText}>{content.description}</p>
            <address className={styles.footerContact}>
              {content.address}
              <br />
              <a href={`tel:${content.phone.replace(/\s+/g, '')}`}>{content.phone}</a>
            </address>
            {social.length > 0 && (
              <div className={styles.social} style={{ marginTop: 16 }}>
                {social.map((key) => (
                  <a key={key} href={content.social[key]} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_LABELS[key]}
                  </a>
                ))}
              </div>
            )}
          </div>
          {content.sections.map((section) => (
            <nav key={section.title} aria-label={section.title}>
              <h2 className={styles.footerHeading}>{section.title}</h2>
              <ul className={styles.footerLinks}>
                {section.links.map((link) => (
                  <li key={`${link.label}-${link.url}`}>
                    <SiteLink url={link.url}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className={styles.copyright}>{content.copyright}</p>
      </div>
    </footer>
  );
}
