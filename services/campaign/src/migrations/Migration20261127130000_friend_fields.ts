import { Migration } from '@mikro-orm/migrations';

/**
 * "What we ask a friend" (issue 19): the questions a friend's sign-up asks besides first name and e-mail. None
 * for the campaigns already there: a friend is asked for less from now on, until the owner turns one on.
 */
export class Migration20261127130000_friend_fields extends Migration {
  override up(): void {
    this.addSql(`alter table campaign add column friend_fields jsonb not null default '[]'::jsonb`);
    // Every new campaign states its own (the entity has no default).
    this.addSql(`alter table campaign alter column friend_fields drop default`);
  }
}
