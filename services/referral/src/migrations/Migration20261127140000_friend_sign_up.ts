import { Migration } from '@mikro-orm/migrations';

/**
 * A friend signs up with less (issue 19): the campaign says what is asked besides first name and e-mail (none
 * until its next event says otherwise), and a friend's login has no password (a friend never signs in).
 */
export class Migration20261127140000_friend_sign_up extends Migration {
  override up(): void {
    this.addSql(`alter table known_campaign add column friend_fields jsonb not null default '[]'::jsonb`);
    this.addSql(`alter table known_campaign alter column friend_fields drop default`);
    this.addSql(`alter table person alter column password_hash drop not null`);
  }
}
