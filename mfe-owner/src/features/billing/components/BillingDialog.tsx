import { useState } from 'react';
import { Alert, App, Button, Card, Modal, Progress, Skeleton } from 'antd';
import { isUpgrade, type OwnerUser } from '@referrals/contracts';
import {
  formatMonthlyPrice,
  PLANS,
  planOf,
  serverMessageOf,
  ToneTag,
  upgradesFor,
  useToast,
  type Plan,
} from '@referrals/ui';
import { useProfile } from '../../../lib/account/get-profile.ts';
import { activeCampaignsFit, activeCampaignsText, planCapacity } from '../../../lib/plans/plan-capacity.ts';
import { usePlanUsage } from '../../../lib/plans/get-plan-usage.ts';
import { useChoosePlan } from '../api/choose-plan.ts';
import * as styles from './billing.module.css';
import { formatDay } from '@referrals/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "12 days left in your free trial (ends 4 Dec 2026)", or "Trial ended" once `trialEndsAt` has passed. */
export function trialStatus(trialEndsAt: string, now: number): { ended: boolean; text: string } {
  const end = Date.parse(trialEndsAt);
  if (Number.isNaN(end)) return { ended: false, text: 'Free trial' };
  const daysLeft = Math.ceil((end - now) / DAY_MS);
  if (daysLeft <= 0) return { ended: true, text: 'Trial ended' };
  const date = formatDay(trialEndsAt);
  return {
    ended: false,
    text: `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left in your free trial (ends ${date})`,
  };
}

function PlanLimits({ plan }: { plan: Plan }) {
  return (
    <ul className={styles.limits}>
      {plan.limits.map((limit) => (
        <li key={limit}>{limit}</li>
      ))}
    </ul>
  );
}

function Price({ plan }: { plan: Plan }) {
  return (
    <span>
      <strong className={styles.price}>{formatMonthlyPrice(plan)}</strong>
      <span className={styles.perMonth}>/month</span>
    </span>
  );
}

/** "November 2026" for the usage month `2026-11`. */
function monthName(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return 'this month';
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * This month's referrals against the plan's monthly figure (`GET /api/analytics/business/{userId}/usage`).
 * Over it, referrals are still accepted: a friend is never turned away, and the owner is told so.
 */
function PlanUsage({ userId }: { userId: string }) {
  const usage = usePlanUsage(userId);
  if (usage.isError) {
    return <p className={styles.secondary}>This month&apos;s referrals could not be loaded.</p>;
  }
  if (!usage.data) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  const { month, referralsThisMonth, monthlyReferralLimit, overLimit } = usage.data;
  const counted = `${referralsThisMonth} ${referralsThisMonth === 1 ? 'referral' : 'referrals'}`;
  return (
    <div>
      <div className={styles.usageHead}>
        <span>Referrals in {monthName(month)}</span>
        <strong>
          {monthlyReferralLimit === null
            ? `${counted} (unlimited on your plan)`
            : `${referralsThisMonth} of ${monthlyReferralLimit}`}
        </strong>
      </div>
      {monthlyReferralLimit !== null && (
        <Progress
          percent={Math.min(100, Math.round((referralsThisMonth / monthlyReferralLimit) * 100))}
          status={overLimit ? 'exception' : 'normal'}
          showInfo={false}
          aria-label={`${referralsThisMonth} of ${monthlyReferralLimit} referrals this month`}
        />
      )}
      {overLimit ? (
        <Alert
          type="warning"
          showIcon
          className={styles.overLimit}
          title={`Over your plan's ${monthlyReferralLimit} referrals this month.`}
          description="New referrals are still accepted, so no friend is turned away. A higher plan covers them."
        />
      ) : (
        monthlyReferralLimit !== null && (
          <p className={styles.usageHint}>
            Past this figure referrals are still accepted: no friend is ever turned away.
          </p>
        )
      )}
    </div>
  );
}

interface PlanOptionProps {
  plan: Plan;
  current: Plan;
  /** Active campaigns of the business; undefined while loading. */
  active: number | undefined;
  pending: boolean;
  disabled: boolean;
  onChoose: (plan: Plan) => void;
}

/** Another plan the owner may move to: higher at any time, lower once the active campaigns fit it. */
function PlanOption({ plan, current, active, pending, disabled, onChoose }: PlanOptionProps) {
  const upgrade = isUpgrade(current.tier, plan.tier);
  // Unknown, the server decides (it refuses a plan the active campaigns do not fit).
  const fits = active === undefined || activeCampaignsFit(plan.tier, active);
  return (
    <Card size="small" role="group" aria-labelledby={`plan-${plan.tier}`}>
      <div className={styles.optionHead}>
        <span id={`plan-${plan.tier}`} className={styles.optionName}>
          {plan.name}
        </span>
        <Price plan={plan} />
      </div>
      <PlanLimits plan={plan} />
      {!upgrade && !fits && (
        <p className={styles.warning}>
          {plan.name} allows {activeCampaignsText(plan.activeCampaignLimit)} and you have {active}: deactivate{' '}
          {active - plan.activeCampaignLimit} first.
        </p>
      )}
      <Button
        type={upgrade ? 'primary' : 'default'}
        block
        className={styles.choose}
        loading={pending}
        disabled={disabled || (!upgrade && !fits)}
        onClick={() => onChoose(plan)}
      >
        {upgrade ? `Upgrade to ${plan.name}` : `Switch to ${plan.name}`}
      </Button>
    </Card>
  );
}

interface BillingDetailsProps {
  profile: OwnerUser;
  /** Active campaigns of the business; undefined while unknown (a lower plan is then checked by the server only). */
  active: number | undefined;
}

function BillingDetails({ profile, active }: BillingDetailsProps) {
  const { toast } = useToast();
  const { modal } = App.useApp();
  // The moment the dialog opened: the trial's days are counted from it.
  const [openedAt] = useState(() => Date.now());
  const plan = planOf(profile.subscriptionTier);
  const trial = trialStatus(profile.trialEndsAt, openedAt);
  const upgrades = upgradesFor(plan.tier);
  const lower = PLANS.filter((other) => isUpgrade(other.tier, plan.tier));

  const choosePlan = useChoosePlan({
    onSuccess: (_account, { subscriptionTier }) => {
      toast({
        title: 'Plan Updated',
        description: `You are now on the ${planOf(subscriptionTier).name} plan.`,
      });
    },
    onError: (error) => {
      toast({
        title: 'Plan Change Failed',
        description: serverMessageOf(error, 'Your plan could not be changed. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  const pendingTier = choosePlan.isPending ? choosePlan.variables?.subscriptionTier : undefined;

  const confirmChange = (next: Plan) => {
    const upgrade = isUpgrade(plan.tier, next.tier);
    modal.confirm({
      title: upgrade ? `Upgrade to ${next.name}?` : `Switch to ${next.name}?`,
      content: `${next.name} costs ${formatMonthlyPrice(next)} a month (you pay ${formatMonthlyPrice(plan)} now) and allows ${activeCampaignsText(next.activeCampaignLimit)}.`,
      okText: upgrade ? `Upgrade to ${next.name}` : `Switch to ${next.name}`,
      cancelText: `Keep ${plan.name}`,
      onOk: () => choosePlan.mutate({ userId: profile.id, subscriptionTier: next.tier }),
    });
  };

  const option = (other: Plan) => (
    <PlanOption
      key={other.tier}
      plan={other}
      current={plan}
      active={active}
      pending={pendingTier === other.tier}
      disabled={choosePlan.isPending && pendingTier !== other.tier}
      onChoose={confirmChange}
    />
  );
  return (
    <div className={styles.details}>
      <section aria-labelledby="billing-current-plan">
        <h3 id="billing-current-plan" className={styles.sectionTitle}>
          Current plan
        </h3>
        <Card size="small" className={styles.currentPlan}>
          <div className={styles.planHead}>
            <span className={styles.currentName}>{plan.name}</span>
            <Price plan={plan} />
          </div>
          <div className={styles.trial}>
            <ToneTag tone={trial.ended ? 'gray' : 'blue'}>{trial.text}</ToneTag>
          </div>
          <PlanLimits plan={plan} />
          {active !== undefined && <p className={styles.note}>{planCapacity(plan.tier, active).summary}</p>}
        </Card>
      </section>

      <section aria-labelledby="billing-usage">
        <h3 id="billing-usage" className={styles.sectionTitle}>
          Usage this month
        </h3>
        <PlanUsage userId={profile.id} />
      </section>

      <section aria-labelledby="billing-upgrades">
        <h3 id="billing-upgrades" className={styles.sectionTitle}>
          Available upgrades
        </h3>
        {upgrades.length === 0 ? (
          <p className={styles.secondary}>You are on our top plan: there is nothing to upgrade to.</p>
        ) : (
          <div className={styles.plans}>{upgrades.map(option)}</div>
        )}
      </section>

      {lower.length > 0 && (
        <section aria-labelledby="billing-lower">
          <h3 id="billing-lower" className={styles.sectionTitle}>
            Lower plans
          </h3>
          <div className={styles.plans}>{lower.map(option)}</div>
        </section>
      )}

      <p className={`${styles.secondary} ${styles.small}`}>
        No payment provider is connected: payment methods, invoices and billing history are handled outside
        the product.
      </p>
    </div>
  );
}

interface BillingDialogProps {
  open: boolean;
  /** The current business: whose plan is shown. */
  userId: string;
  /** How many of its campaigns are active: which lower plans they fit. */
  activeCampaigns?: number;
  onClose: () => void;
}

/**
 * Billing & Subscription (docs/product-rules.md §2 "Dialogs on the dashboard", §6): the current plan and its trial, the
 * plan's limits, this month's referrals against it, the upgrades on offer and the lower plans the active
 * campaigns fit. Each change is confirmed, then recorded (`POST /api/user/{id}/plan`; the server refuses a
 * lower plan the active campaigns do not fit).
 */
export function BillingDialog({ open, userId, activeCampaigns, onClose }: BillingDialogProps) {
  const profile = useProfile(open ? userId : undefined);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Billing & Subscription"
      width={640}
      destroyOnHidden
      centered
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {profile.isSuccess ? (
        <BillingDetails profile={profile.data} active={activeCampaigns} />
      ) : profile.isError ? (
        <Alert
          type="error"
          showIcon
          title="Your plan could not be loaded"
          description={serverMessageOf(profile.error, 'Please try again in a moment.')}
          action={<Button onClick={() => void profile.refetch()}>Retry</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Modal>
  );
}
