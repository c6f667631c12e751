import { Migration } from '@mikro-orm/migrations';

/**
 * Flagged referrals get a decision: the review of a referral whose flags need one (waiting, approved or
 * rejected, when, by which owner login or automatically, and the reason of a rejection), and the reason a
 * referee's voucher was cancelled. The owner's review list finds a campaign's referrals by review state.
 */
export class Migration20261127100000_referral_review extends Migration {
  override up(): void {
    this.addSql(`
      alter table referee
        add column review_state text null,
        add column auto_approve_at timestamptz null,
        add column decided_at timestamptz null,
        add column decided_by_login_id uuid null,
        add column decided_automatically boolean not null default false,
        add column rejection_reason text null`);
    this.addSql(`create index referee_campaign_review_index on referee (campaign_id, review_state)`);
    this.addSql(`alter table voucher add column cancel_reason text null`);
  }
}
