import { Migration } from '@mikro-orm/migrations';

/**
 * Referrers' later changes in the statistics read model: when their shown details were last changed (so that
 * an older change arriving late does not overwrite a newer one) and when the person erased their account.
 */
export class Migration20261125201000_referrer_changes extends Migration {
  override up(): void {
    this.addSql(`
      alter table campaign_referrer
        add column details_at timestamptz null,
        add column erased_at timestamptz null`);
  }
}
