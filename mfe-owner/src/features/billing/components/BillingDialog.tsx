import { useState } from 'react';
import { Alert, Button, Card, Modal, Skeleton, Tag, Typography } from 'antd';
import type { OwnerUser } from '@referrals/contracts';
import { formatMonthlyPrice, planOf, serverMessageOf, upgradesFor, useToast, type Plan } from '@referrals/ui';
import { useProfile } from '../../../lib/account/get-profile.ts';
import { useChoosePlan } from '../api/choose-plan.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "12 days left in your free trial (ends 4 Dec 2026)", or "Trial ended" once `trialEndsAt` has passed. */
export function trialStatus(trialEndsAt: string, now: number): { ended: boolean; text: string } {
  const end = Date.parse(trialEndsAt);
  if (Number.isNaN(end)) return { ended: false, text: 'Free trial' };
  const daysLeft = Math.ceil((end - now) / DAY_MS);
  if (daysLeft <= 0) return { ended: true, text: 'Trial ended' };
  const date = new Date(end).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return {
    ended: false,
    text: `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left in your free trial (ends ${date})`,
  };
}

function PlanLimits({ plan }: { plan: Plan }) {
  return (
    <ul style={{ margin: '8px 0 0', paddingLeft: 20, color: '#334155' }}>
      {plan.limits.map((limit) => (
        <li key={limit}>{limit}</li>
      ))}
    </ul>
  );
}

function Price({ plan }: { plan: Plan }) {
  return (
    <span>
      <strong style={{ fontSize: 22 }}>{formatMonthlyPrice(plan)}</strong>
      <span style={{ color: '#64748b' }}>/month</span>
    </span>
  );
}

function BillingDetails({ profile }: { profile: OwnerUser }) {
  const { toast } = useToast();
  // The moment the dialog opened: the trial's days are counted from it.
  const [openedAt] = useState(() => Date.now());
  const plan = planOf(profile.subscriptionTier);
  const trial = trialStatus(profile.trialEndsAt, openedAt);
  const upgrades = upgradesFor(profile.subscriptionTier);

  const choosePlan = useChoosePlan({
    onSuccess: (_account, { subscriptionTier }) => {
      toast({
        title: 'Plan Updated',
        description: `You are now on the ${planOf(subscriptionTier).name} plan.`,
      });
    },
    onError: (error) => {
      toast({
        title: 'Upgrade Failed',
        description: serverMessageOf(error, 'Your plan could not be changed. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  const pendingTier = choosePlan.isPending ? choosePlan.variables?.subscriptionTier : undefined;

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <section aria-labelledby="billing-current-plan">
        <Typography.Title level={3} id="billing-current-plan" style={{ fontSize: 15, margin: '0 0 8px' }}>
          Current plan
        </Typography.Title>
        <Card size="small" style={{ background: '#eff6ff', borderColor: '#bfdbfe' }}>
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 8,
              flexWrap: 'wrap',
            }}
          >
            <span style={{ fontSize: 18, fontWeight: 600 }}>{plan.name}</span>
            <Price plan={plan} />
          </div>
          <div style={{ marginTop: 6 }}>
            <Tag color={trial.ended ? 'default' : 'blue'}>{trial.text}</Tag>
          </div>
          <PlanLimits plan={plan} />
        </Card>
      </section>

      <section aria-labelledby="billing-upgrades">
        <Typography.Title level={3} id="billing-upgrades" style={{ fontSize: 15, margin: '0 0 8px' }}>
          Available upgrades
        </Typography.Title>
        {upgrades.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            You are on our top plan: there is nothing to upgrade to.
          </Typography.Paragraph>
        ) : (
          <div
            style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}
          >
            {upgrades.map((upgrade) => (
              <Card key={upgrade.tier} size="small" role="group" aria-labelledby={`upgrade-${upgrade.tier}`}>
                <div
                  style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}
                >
                  <span id={`upgrade-${upgrade.tier}`} style={{ fontSize: 16, fontWeight: 600 }}>
                    {upgrade.name}
                  </span>
                  <Price plan={upgrade} />
                </div>
                <PlanLimits plan={upgrade} />
                <Button
                  type="primary"
                  block
                  style={{ marginTop: 12 }}
                  loading={pendingTier === upgrade.tier}
                  disabled={choosePlan.isPending && pendingTier !== upgrade.tier}
                  onClick={() => choosePlan.mutate({ userId: profile.id, subscriptionTier: upgrade.tier })}
                >
                  Upgrade to {upgrade.name}
                </Button>
              </Card>
            ))}
          </div>
        )}
      </section>

      <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
        No payment provider is connected: payment methods, invoices and billing history are handled outside
        the product.
      </Typography.Paragraph>
    </div>
  );
}

interface BillingDialogProps {
  open: boolean;
  /** The current business: whose plan is shown. */
  userId: string;
  onClose: () => void;
}

/**
 * Billing & Subscription (docs/product-rules.md §2 "Dialogs on the dashboard", §6): the current plan and its trial, the
 * plan's limits and the upgrades on offer. Upgrading records the plan (`POST /api/user/{id}/plan`).
 */
export function BillingDialog({ open, userId, onClose }: BillingDialogProps) {
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
        <BillingDetails profile={profile.data} />
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
