import { Migration } from '@mikro-orm/migrations';

/** Settings, pages, blog posts, the redirects of renamed slugs and the revisions of all three. */
export class Migration20261127200000_cms_content extends Migration {
  override up(): void {
    this.addSql(`
      create table cms_setting (
        key text not null primary key,
        value text not null,
        updated_at timestamptz not null,
        updated_by_id uuid null,
        updated_by_name text null
      )`);
    for (const table of ['cms_page', 'blog_post']) {
      this.addSql(`
        create table ${table} (
          id uuid not null primary key,
          title text not null,
          slug text not null,
          content text not null,
          featured_image text null,
          meta_description text null,
          is_published boolean not null,
          publish_at timestamptz null,
          published_at timestamptz null,
          created_at timestamptz not null,
          updated_at timestamptz not null,${table === 'blog_post' ? '\n          excerpt text null,' : ''}
          constraint ${table}_slug_unique unique (slug)
        )`);
    }
    // The public blog list reads published posts newest first.
    this.addSql(
      'create index blog_post_public_order_index on blog_post (coalesce(published_at, created_at) desc, id desc) where is_published',
    );
    this.addSql(`
      create table cms_slug_redirect (
        id uuid not null primary key,
        kind text not null,
        old_slug text not null,
        item_id uuid not null,
        created_at timestamptz not null,
        constraint cms_slug_redirect_kind_old_slug_unique unique (kind, old_slug),
        constraint cms_slug_redirect_kind_check check (kind in ('page', 'post'))
      )`);
    this.addSql('create index cms_slug_redirect_item_id_index on cms_slug_redirect (item_id)');
    this.addSql(`
      create table cms_revision (
        id uuid not null primary key,
        kind text not null,
        item_id text not null,
        snapshot jsonb not null,
        saved_at timestamptz not null,
        saved_by_id uuid null,
        saved_by_name text null,
        constraint cms_revision_kind_check check (kind in ('page', 'post', 'setting'))
      )`);
    this.addSql('create index cms_revision_item_index on cms_revision (kind, item_id, saved_at)');
  }
}
