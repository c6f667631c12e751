import { Migration } from '@mikro-orm/migrations';

/**
 * Each of the two rewards gets a kind, a value and a cap (README "Rewards"). Campaigns already there get the
 * kind `free` and no value: a percentage or a fixed amount would need a figure their owner never gave, so
 * nothing they did not state reaches a voucher; the reward's name still says what it is, and the owner can
 * set the kind and value on the edit form.
 */
export class Migration20261125120000_reward_terms extends Migration {
  override up(): void {
    for (const reward of ['constant', 'invitee']) {
      this.addSql(`
        alter table campaign
          add column ${reward}_reward_type text not null default 'free'
            check (${reward}_reward_type in ('percentage', 'fixed', 'free')),
          add column ${reward}_reward_value numeric(10,2) null,
          add column ${reward}_reward_max_discount numeric(10,2) null`);
    }
  }
}
