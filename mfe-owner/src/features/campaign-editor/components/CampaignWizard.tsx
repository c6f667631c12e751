import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Grid, Steps, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import type { PlanCapacity } from '../../../lib/plans/plan-capacity.ts';
import { newCampaignValues, type CampaignFormValues } from '../lib/campaign-form.ts';
import { focusCampaignField } from '../lib/focus-field.ts';
import { clearWizardDraft, hasTypedWork, loadWizardDraft, saveWizardDraft } from '../lib/wizard-draft.ts';
import { WIZARD_STEPS, wizardStepError, type WizardStepProblem } from '../lib/wizard-steps.ts';
import { BasicsFields } from './BasicsFields.tsx';
import { ContentMessagingFields } from './ContentMessagingFields.tsx';
import { FriendFieldsField } from './FriendFieldsField.tsx';
import { LaunchSummary } from './LaunchSummary.tsx';
import type { SettleMilestoneDraft } from './MilestoneForm.tsx';
import { PlanLimitNotice } from './PlanLimitNotice.tsx';
import { RefereeContentFields } from './RefereeContentFields.tsx';
import { RewardStructure } from './RewardStructure.tsx';
import { SectionCard } from './SectionCard.tsx';
import { VisualBrandingFields } from './VisualBrandingFields.tsx';
import * as styles from './editor.module.css';

/** Said beside the buttons when Continue leaves a milestone started but not added. */
const MILESTONE_NOT_ADDED =
  'Finish the milestone you started (see its fields) and Continue adds it, or clear its fields.';

const STEP_DESCRIPTIONS = [
  'Name your campaign, choose how long it runs and describe it.',
  'Make the referral page look like your business.',
  'What people read when they open your referral page: your customers, and the friends they invite.',
  'What referrers and their friends earn, and what a friend is asked when signing up.',
  'Check the details, then launch.',
] as const;

/** Buttons a thumb can hit on a phone (WCAG 2.5.5: 44 px). */

interface CampaignWizardProps {
  /** The business the campaign is for: whose plan applies and under which the draft is kept. */
  userId: string;
  businessSlug: string | undefined;
  /** The plan's limit on active campaigns against the business's; undefined while loading. */
  capacity: PlanCapacity | undefined;
  /** Opens the plan's dialog (from the notice of a full plan). */
  onChangePlan: () => void;
  launching: boolean;
  /**
   * Creates the campaign, active or (`active` false, when the plan is full) saved inactive; resolves once it is
   * created, rejects (the route says why) when it is not.
   */
  onLaunch: (values: CampaignFormValues, active: boolean) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The five-step campaign wizard (docs/product-rules.md §2). A step advances only when its checks pass; the last step
 * re-checks every step (the owner may have gone back and changed something) before launching. A failed check
 * is said beside the buttons and at the field, which gets the focus; the message goes as soon as the field is
 * fixed. What the owner types is kept in this browser until the campaign is launched or discarded, so a full
 * plan or a failed launch never loses the work; Cancel asks before throwing typed work away.
 */
export function CampaignWizard({
  userId,
  businessSlug,
  capacity,
  onChangePlan,
  launching,
  onLaunch,
  onCancel,
}: CampaignWizardProps) {
  const { modal } = App.useApp();
  const phone = !(Grid.useBreakpoint().md ?? true);
  const [draft] = useState(() => loadWizardDraft(userId));
  const { control, getValues, setError, clearErrors, watch, reset } = useForm<CampaignFormValues>({
    defaultValues: draft?.values ?? newCampaignValues(),
  });
  const [step, setStep] = useState(draft?.step ?? 0);
  const [restored, setRestored] = useState(draft !== null);
  const [problem, setProblem] = useState<WizardStepProblem | null>(null);
  const last = step === WIZARD_STEPS.length - 1;
  const settleMilestone = useRef<SettleMilestoneDraft | null>(null);

  // Every change is kept as the draft, with the step it was made on.
  useEffect(() => {
    const subscription = watch((values) =>
      saveWizardDraft(userId, { values: values as CampaignFormValues, step }),
    );
    return () => subscription.unsubscribe();
  }, [watch, userId, step]);

  // While a problem shows, each change checks the step again: the message goes once its field is fixed.
  useEffect(() => {
    if (!problem) return;
    const subscription = watch(() => {
      void wizardStepError(step, getValues()).then((now) => {
        if (now?.field === problem.field && now.message === problem.message) return;
        clearErrors();
        setProblem(null);
      });
    });
    return () => subscription.unsubscribe();
  }, [problem, step, watch, getValues, clearErrors]);

  const goTo = (next: number) => {
    setStep(next);
    saveWizardDraft(userId, { values: getValues(), step: next });
    window.scrollTo({ top: 0 });
  };

  /** Shows the problem at its field (on step `at`, once that step is on screen) and beside the buttons. */
  const showProblem = (found: WizardStepProblem, at: number) => {
    if (at !== step) goTo(at);
    clearErrors();
    setError(found.field, { message: found.message });
    setProblem(found);
    // After the step's fields have rendered.
    requestAnimationFrame(() => focusCampaignField(found.field));
  };

  const next = async () => {
    const found = await wizardStepError(step, getValues());
    if (found) showProblem(found, step);
    // A milestone typed but not added is added now, or the owner is told why not.
    else if (!(await (settleMilestone.current?.() ?? true))) {
      setProblem({ field: 'milestones', message: MILESTONE_NOT_ADDED });
    } else {
      setProblem(null);
      goTo(step + 1);
    }
  };

  const launch = async (active: boolean) => {
    const values = getValues();
    for (let index = 0; index < WIZARD_STEPS.length; index += 1) {
      const found = await wizardStepError(index, values);
      if (found) {
        showProblem(found, index);
        return;
      }
    }
    await onLaunch(values, active).then(
      () => clearWizardDraft(userId),
      // The route has said why; the work stays on screen and in the draft.
      () => undefined,
    );
  };

  const discard = () => {
    clearWizardDraft(userId);
    onCancel();
  };

  const cancel = () => {
    if (!hasTypedWork(getValues())) {
      discard();
      return;
    }
    modal.confirm({
      title: 'Discard this campaign?',
      content: 'What you have entered in the wizard will be lost.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: discard,
    });
  };

  const startOver = () => {
    clearWizardDraft(userId);
    reset(newCampaignValues());
    setProblem(null);
    setRestored(false);
    goTo(0);
  };

  return (
    <>
      {capacity && <PlanLimitNotice capacity={capacity} onChangePlan={onChangePlan} />}
      {restored && (
        <Alert
          type="info"
          showIcon
          className={styles.draftNotice}
          title="We kept the campaign you were setting up."
          action={
            <Button onClick={startOver} className={styles.tapTarget}>
              Start over
            </Button>
          }
        />
      )}
      <Steps
        current={step}
        size="small"
        responsive={false}
        type={phone ? 'dot' : 'default'}
        // Five titles do not fit a phone's width: the dots show progress and the card below names the step.
        items={WIZARD_STEPS.map((title) => ({ title: phone ? undefined : title }))}
        className={styles.steps}
      />
      {phone && (
        <Typography.Text type="secondary" className={styles.stepCount}>
          Step {step + 1} of {WIZARD_STEPS.length}
        </Typography.Text>
      )}
      <Form layout="vertical" component={false}>
        <SectionCard title={WIZARD_STEPS[step]} description={STEP_DESCRIPTIONS[step]}>
          {step === 0 && <BasicsFields control={control} businessSlug={businessSlug} />}
          {step === 1 && <VisualBrandingFields control={control} />}
          {step === 2 && (
            <>
              <ContentMessagingFields control={control} />
              <RefereeContentFields control={control} />
            </>
          )}
          {step === 3 && (
            <>
              <RewardStructure control={control} settleMilestoneRef={settleMilestone} />
              <FriendFieldsField control={control} />
            </>
          )}
          {step === 4 && <LaunchSummary control={control} businessSlug={businessSlug} />}
        </SectionCard>
      </Form>
      {problem && (
        <Alert type="error" showIcon role="alert" className={styles.spaced} title={problem.message} />
      )}
      {last && capacity?.full && (
        <Alert
          type="warning"
          showIcon
          className={styles.spaced}
          title={`${capacity.summary} Save this campaign inactive and activate it from its page once a campaign is free, or change your plan first; your work is kept here meanwhile.`}
        />
      )}
      <nav aria-label="Wizard" className={styles.wizardNav}>
        <Button onClick={cancel} disabled={launching} className={styles.tapTarget}>
          Cancel
        </Button>
        <div className={styles.navEnd}>
          {step > 0 && (
            <Button onClick={() => goTo(step - 1)} disabled={launching} className={styles.tapTarget}>
              Previous
            </Button>
          )}
          {last && capacity?.full ? (
            <Button
              type="primary"
              loading={launching}
              onClick={() => void launch(false)}
              className={styles.tapTarget}
            >
              {launching ? 'Saving...' : 'Save as Inactive'}
            </Button>
          ) : last ? (
            <Button
              type="primary"
              loading={launching}
              onClick={() => void launch(true)}
              className={styles.tapTarget}
            >
              {launching ? 'Launching...' : 'Launch Campaign'}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void next()} className={styles.tapTarget}>
              Continue
            </Button>
          )}
        </div>
      </nav>
    </>
  );
}
