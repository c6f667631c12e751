import { Migration } from '@mikro-orm/migrations';

/**
 * Redemption at the counter and referrers' rewards: the login that holds each business (who may redeem its
 * vouchers and see its referees), referrers' successful referrals and soft deletion, referrals recorded by the
 * business at the counter (with an e-mail or a phone number, and no login), welcome passes, and the key that
 * makes each reward voucher of a referrer unique (`constant:<n>`, `milestone:<referralCount>`).
 */
export class Migration20261125160000_redemption_rewards extends Migration {
  override up(): void {
    this.addSql(`alter table known_business add column login_id uuid null`);
    this.addSql(`create index known_business_login_id_index on known_business (login_id)`);
    this.addSql(`
      alter table referrer
        add column successful_referrals int not null default 0,
        add column deleted_at timestamptz null`);
    this.addSql(`
      alter table referee
        add column recorded_by_business boolean not null default false,
        alter column person_id drop not null,
        alter column email drop not null,
        alter column email_canonical drop not null,
        alter column phone_number drop not null,
        alter column phone_normalized drop not null`);
    // The owner's referee list: a campaign's newest first.
    this.addSql(`create index referee_campaign_created_index on referee (campaign_id, created_at)`);
    this.addSql(`
      alter table voucher
        add column kind text not null default 'voucher' check (kind in ('voucher', 'pass')),
        add column reward_key text null,
        add constraint voucher_referrer_reward_key_unique unique (referrer_id, reward_key)`);
  }
}
