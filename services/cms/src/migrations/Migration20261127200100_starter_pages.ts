import { Migration } from '@mikro-orm/migrations';
import { randomUUID } from 'node:crypto';
import { sanitizeCmsHtml } from '../rich-text.ts';
import { STARTER_PAGES } from '../use-cases/starter-pages.ts';

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/**
 * The starter pages the default navigation links to (Features, Pricing, Contact, About, Privacy, Terms, How it
 * works), published. A migration runs once per database, so a page an admin deleted is not written again at
 * the next start; a slug already taken is left to its page.
 */
export class Migration20261127200100_starter_pages extends Migration {
  override up(): void {
    for (const page of STARTER_PAGES) {
      this.addSql(`
        insert into cms_page (id, title, slug, content, featured_image, meta_description, is_published,
          publish_at, published_at, created_at, updated_at)
        values (${text(randomUUID())}, ${text(page.title)}, ${text(page.slug)},
          ${text(sanitizeCmsHtml(page.content))}, null, ${text(page.metaDescription)}, true, null, now(), now(), now())
        on conflict (slug) do nothing`);
    }
  }
}
