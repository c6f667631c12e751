import { Migration } from '@mikro-orm/migrations';

/** Admin users (admin sign-in and tokens come with the administration issue). */
export class Migration20261122000000_initial extends Migration {
  override up(): void {
    this.addSql(`
      create table admin_user (
        id uuid not null primary key,
        first_name text not null,
        last_name text not null,
        email text not null,
        email_normalized text not null,
        password_hash text not null,
        role text not null,
        is_active boolean not null default true,
        last_login timestamptz null,
        created_at timestamptz not null,
        constraint admin_user_email_normalized_unique unique (email_normalized),
        constraint admin_user_role_check check (role in ('admin', 'super_admin'))
      )`);
  }
}
