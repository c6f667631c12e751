import { Migration } from '@mikro-orm/migrations';

/**
 * Personal codes and the referrer's progress: every code a membership was given (its generated code carried
 * over), each with its look-alike-folded form (O->0, I/L->1, S->5, B->8, Z->2, no hyphens), and the index the
 * ranking of a campaign's live referrers reads in order.
 */
export class Migration20261125201000_personal_codes extends Migration {
  override up(): void {
    this.addSql(`
      create table referrer_code (
        code text not null primary key,
        referrer_id uuid not null,
        folded text not null,
        created_at timestamptz not null,
        constraint referrer_code_referrer_id_foreign foreign key (referrer_id) references referrer (id) deferrable initially deferred
      )`);
    this.addSql(`create index referrer_code_referrer_id_index on referrer_code (referrer_id)`);
    this.addSql(`create index referrer_code_folded_index on referrer_code (folded)`);
    this.addSql(`
      insert into referrer_code (code, referrer_id, folded, created_at)
      select referral_code, id, translate(replace(upper(referral_code), '-', ''), 'OILSBZ', '011582'), created_at
      from referrer`);
    this.addSql(`
      create index referrer_campaign_rank_index on referrer
        (campaign_id, successful_referrals desc, referral_count desc, created_at asc, id asc)
      where deleted_at is null`);
  }
}
