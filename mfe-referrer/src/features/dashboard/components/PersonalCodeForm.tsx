import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { personalCodeSchema, type ReferrerCampaignDto } from '@referrals/contracts';
import {
  Button,
  FormField,
  inputClassName,
  messageIdOf,
  serverMessageOf,
  showToast,
} from '@referrals/ui/light';
import { rememberSelection } from '../../../lib/session/referrer-storage.ts';
import { isSessionRefused, useEndSession } from '../../../lib/session/use-end-session.ts';
import { useSetPersonalCode } from '../api/personal-code.ts';
import * as styles from './dashboard.module.css';

/** Props of {@link PersonalCodeForm}. */
export interface PersonalCodeFormProps {
  referrerId: string;
  campaign: ReferrerCampaignDto;
  onChanged: (campaign: ReferrerCampaignDto) => void;
}

/**
 * A memorable code to choose instead of the generated one (`SARAH-CUTS`), checked with the server's schema;
 * the server's refusal (taken, or reading like another code) shows under the field too.
 */
export function PersonalCodeForm({ referrerId, campaign, onChanged }: PersonalCodeFormProps) {
  const endSession = useEndSession();
  const setCode = useSetPersonalCode(referrerId);
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm({
    resolver: yupResolver(personalCodeSchema),
    defaultValues: { code: '' },
  });
  const error = formState.errors.code?.message;
  // Opened by a button that is gone now: the focus goes to the field.
  useEffect(() => setFocus('code'), [setFocus]);

  const save = handleSubmit((input) =>
    setCode.mutate(input, {
      onSuccess: (answer) => {
        const referralCode = answer?.referralCode || input.code.toUpperCase();
        const changed = {
          ...campaign,
          referralCode,
          referralLink: answer?.referralLink ?? campaign.referralLink,
        };
        rememberSelection(changed);
        onChanged(changed);
        reset();
        showToast({ title: 'Code Updated', description: `Your referral code is now ${referralCode}.` });
      },
      onError: (failure) => {
        if (isSessionRefused(failure)) {
          endSession();
          return;
        }
        const message = serverMessageOf(failure, 'Your code could not be saved. Please try again.');
        setError('code', { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form onSubmit={save} noValidate className={styles.codeForm} aria-label="Personal code">
      <FormField
        id="personal-code"
        label="Choose a memorable code"
        error={error}
        extra="4 to 20 letters, digits or hyphens, e.g. SARAH-CUTS."
        className={styles.codeField}
      >
        <input
          id="personal-code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className={inputClassName(!!error, styles.codeInput)}
          aria-invalid={!!error || undefined}
          aria-describedby={messageIdOf('personal-code')}
          {...register('code')}
        />
      </FormField>
      <Button type="submit" variant="primary" size="large" loading={setCode.isPending}>
        Save code
      </Button>
    </form>
  );
}
