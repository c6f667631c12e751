import { Migration } from '@mikro-orm/migrations';

/**
 * The shareable preview links of pages and posts and the media library's records. Scheduled publications need
 * no table of their own: they are jobs of the kit's scheduler (`scheduled_job`).
 */
export class Migration20261127210000_cms_previews_media extends Migration {
  override up(): void {
    this.addSql(`
      create table cms_preview_link (
        id uuid not null primary key,
        kind text not null,
        item_id uuid not null,
        token_hash text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        created_by_id uuid null,
        created_by_name text null,
        constraint cms_preview_link_token_hash_unique unique (token_hash),
        constraint cms_preview_link_kind_check check (kind in ('page', 'post'))
      )`);
    this.addSql('create index cms_preview_link_item_index on cms_preview_link (kind, item_id)');
    this.addSql(`
      create table media_file (
        id uuid not null primary key,
        filename text not null,
        original_name text not null,
        mime_type text not null,
        size integer not null,
        alt_text text null,
        description text null,
        width integer null,
        height integer null,
        variant_widths jsonb not null,
        created_at timestamptz not null,
        constraint media_file_filename_unique unique (filename)
      )`);
    this.addSql('create index media_file_created_at_index on media_file (created_at)');
  }
}
