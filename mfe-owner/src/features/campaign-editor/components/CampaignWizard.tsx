import { useState } from 'react';
import { Button, Form, Grid, Steps, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useToast } from '@referrals/ui';
import { newCampaignValues, type CampaignFormValues } from '../lib/campaign-form.ts';
import { WIZARD_STEPS, wizardStepError } from '../lib/wizard-steps.ts';
import { BasicsFields } from './BasicsFields.tsx';
import { ContentMessagingFields } from './ContentMessagingFields.tsx';
import { LaunchSummary } from './LaunchSummary.tsx';
import { RewardStructure } from './RewardStructure.tsx';
import { SectionCard } from './SectionCard.tsx';
import { VisualBrandingFields } from './VisualBrandingFields.tsx';

const STEP_DESCRIPTIONS = [
  'Name your campaign, choose how long it runs and describe it.',
  'Make the referral page look like your business.',
  'What people read when they open your referral page.',
  'What referrers and their friends earn.',
  'Check the details, then launch.',
] as const;

interface CampaignWizardProps {
  businessSlug: string | undefined;
  launching: boolean;
  onLaunch: (values: CampaignFormValues) => void;
  onCancel: () => void;
}

/**
 * The five-step campaign wizard (docs/product-rules.md §2). A step advances only when its checks pass; the last step
 * re-checks every step (the owner may have gone back and changed something) before launching.
 */
export function CampaignWizard({ businessSlug, launching, onLaunch, onCancel }: CampaignWizardProps) {
  const { toast } = useToast();
  const phone = !(Grid.useBreakpoint().md ?? true);
  const { control, getValues } = useForm<CampaignFormValues>({ defaultValues: newCampaignValues() });
  const [step, setStep] = useState(0);
  const last = step === WIZARD_STEPS.length - 1;

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const failValidation = (message: string) =>
    toast({ title: 'Validation Error', description: message, variant: 'destructive' });

  const next = async () => {
    const error = await wizardStepError(step, getValues());
    if (error) failValidation(error);
    else goTo(step + 1);
  };

  const launch = async () => {
    const values = getValues();
    for (let index = 0; index < WIZARD_STEPS.length; index += 1) {
      const error = await wizardStepError(index, values);
      if (error) {
        failValidation(error);
        goTo(index);
        return;
      }
    }
    onLaunch(values);
  };

  return (
    <>
      <Steps
        current={step}
        size="small"
        responsive={false}
        type={phone ? 'dot' : 'default'}
        // Five titles do not fit a phone's width: the dots show progress and the card below names the step.
        items={WIZARD_STEPS.map((title) => ({ title: phone ? undefined : title }))}
        style={{ marginBottom: 20 }}
      />
      {phone && (
        <Typography.Text type="secondary" style={{ display: 'block', margin: '-8px 0 12px' }}>
          Step {step + 1} of {WIZARD_STEPS.length}
        </Typography.Text>
      )}
      <Form layout="vertical" component={false}>
        <SectionCard title={WIZARD_STEPS[step]} description={STEP_DESCRIPTIONS[step]}>
          {step === 0 && <BasicsFields control={control} businessSlug={businessSlug} />}
          {step === 1 && <VisualBrandingFields control={control} />}
          {step === 2 && <ContentMessagingFields control={control} />}
          {step === 3 && <RewardStructure control={control} />}
          {step === 4 && <LaunchSummary control={control} businessSlug={businessSlug} />}
        </SectionCard>
      </Form>
      <nav
        aria-label="Wizard"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 12,
        }}
      >
        <Button onClick={onCancel} disabled={launching}>
          Cancel
        </Button>
        <div style={{ display: 'flex', gap: 8, marginLeft: 'auto' }}>
          {step > 0 && (
            <Button onClick={() => goTo(step - 1)} disabled={launching}>
              Previous
            </Button>
          )}
          {last ? (
            <Button type="primary" loading={launching} onClick={() => void launch()}>
              {launching ? 'Launching...' : 'Launch Campaign'}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void next()}>
              Continue
            </Button>
          )}
        </div>
      </nav>
    </>
  );
}
