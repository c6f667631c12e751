import { useState, type ReactNode } from 'react';
import { Button, Card, Checkbox, Form, Input } from 'antd';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import {
  counterReferralSchema,
  type CampaignReferrerDto,
  type CounterReferralDto,
  type CounterReferralInput,
} from '@referrals/contracts';
import { serverMessageOf, showServerFieldErrors, useToast } from '@referrals/ui';
import { useRecordCounterReferral } from '../api/record-counter-referral.ts';
import * as styles from './counter.module.css';

type TextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
const FIELD_NAMES = ['referrerId', 'firstName', 'lastName', 'email', 'phoneNumber', 'consent'] as const;

/** Cards a little tighter than antd's default: the fields keep most of a phone's width. */
const CARD_CLASSES = { header: styles.cardHeader, body: styles.cardBody };

const EMPTY: CounterReferralInput = {
  referrerId: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  consent: false,
};

/** What the form gives the referrer search it is handed. */
export interface ReferrerFieldProps {
  id: string;
  campaignId: string;
  value: CampaignReferrerDto | null;
  onChange: (referrer: CampaignReferrerDto | null) => void;
  error?: string;
}

interface CounterReferralFormProps {
  campaignId: string;
  /** The search that finds the referrer among the campaign's (the referrers feature's, given by the page). */
  renderReferrerField: (props: ReferrerFieldProps) => ReactNode;
  onRecorded: (answer: CounterReferralDto, referrer: CampaignReferrerDto) => void;
}

/**
 * A friend who came in without the link: their referrer, found among the campaign's, then the friend's name,
 * an e-mail or a phone number, and their consent. The contract's schema checks it before sending, the
 * server's field messages show under their fields.
 */
export function CounterReferralForm({
  campaignId,
  renderReferrerField,
  onRecorded,
}: CounterReferralFormProps) {
  const { toast } = useToast();
  const [referrer, setReferrer] = useState<CampaignReferrerDto | null>(null);
  const { control, handleSubmit, setValue, setError, clearErrors, formState } = useForm<CounterReferralInput>(
    {
      defaultValues: EMPTY,
      resolver: yupResolver(counterReferralSchema),
    },
  );
  const { errors } = formState;

  const record = useRecordCounterReferral({
    onError: (error) => {
      showServerFieldErrors(error, FIELD_NAMES, setError);
      toast({
        title: 'Not recorded',
        description: serverMessageOf(error, 'The referral could not be recorded. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const choose = (chosen: CampaignReferrerDto | null) => {
    setReferrer(chosen);
    setValue('referrerId', chosen?.id ?? '');
    if (chosen) clearErrors('referrerId');
  };

  const submit = handleSubmit((values) =>
    record.mutate(values, { onSuccess: (answer) => referrer && onRecorded(answer, referrer) }),
  );

  const id = (field: keyof CounterReferralInput) => `counter-referral-${field}`;
  const text = (
    name: TextField,
    label: string,
    inputProps: { type?: string; inputMode?: 'email' | 'tel'; autoComplete?: string } = {},
  ) => (
    <Form.Item
      label={label}
      htmlFor={id(name)}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name]?.message}
      className={styles.field}
    >
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Input
            {...field}
            {...inputProps}
            id={id(name)}
            size="large"
            status={errors[name] ? 'error' : undefined}
            aria-invalid={errors[name] ? true : undefined}
          />
        )}
      />
    </Form.Item>
  );

  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Card title="Who sent them?" classNames={CARD_CLASSES} className={styles.formCard}>
          <Form.Item
            label="Find the referrer"
            htmlFor={id('referrerId')}
            validateStatus={errors.referrerId ? 'error' : undefined}
            help={errors.referrerId?.message}
            className={styles.lastField}
          >
            {renderReferrerField({
              id: id('referrerId'),
              campaignId,
              value: referrer,
              onChange: choose,
              error: errors.referrerId?.message,
            })}
          </Form.Item>
        </Card>
        <Card title="The friend" classNames={CARD_CLASSES} className={styles.formCard}>
          {text('firstName', 'First name', { autoComplete: 'off' })}
          {text('lastName', 'Last name', { autoComplete: 'off' })}
          {text('email', 'Email', { type: 'email', inputMode: 'email', autoComplete: 'off' })}
          {text('phoneNumber', 'Phone number', { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
          <p className={styles.hint}>An email or a phone number is enough.</p>
          <Form.Item
            validateStatus={errors.consent ? 'error' : undefined}
            help={errors.consent?.message}
            className={styles.lastField}
          >
            <Controller
              name="consent"
              control={control}
              render={({ field }) => (
                <Checkbox
                  id={id('consent')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  aria-invalid={errors.consent ? true : undefined}
                  className={styles.consent}
                >
                  The friend agrees to be recorded as{' '}
                  {referrer ? `${referrer.firstName}’s` : 'their referrer’s'} referral and to be contacted by
                  the business about it.
                </Checkbox>
              )}
            />
          </Form.Item>
        </Card>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={record.isPending}
          className={`${styles.bigAction} ${styles.strong}`}
        >
          Record referral
        </Button>
      </form>
    </Form>
  );
}
