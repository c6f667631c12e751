import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { referrerPreferencesSchema, type ReferrerAuthDto } from '@referrals/contracts';
import {
  Button,
  FormField,
  inputClassName,
  messageIdOf,
  serverMessageOf,
  showServerFieldErrors,
  showToast,
  Skeleton,
} from '@referrals/ui/light';
import { rememberAccount } from '../../../lib/session/referrer-storage.ts';
import { isSessionRefused, useEndSession } from '../../../lib/session/use-end-session.ts';
import { useSessionRead } from '../../../lib/session/use-session-read.ts';
import { useCurrentReferrer } from '../../../lib/session/current-referrer.ts';
import { useUpdatePreferences } from '../api/preferences.ts';
import * as styles from './account.module.css';

/**
 * "Preferences": the postcode (checked as at sign-up, with the same messages) and, per campaign the person
 * joined, whether its business may send them news and offers and whether they get the e-mails about their
 * friends (the switch those e-mails' link turns off). Read afresh when the dialog opens.
 */
export function PreferencesSection() {
  const current = useCurrentReferrer();
  const { failed } = useSessionRead(current);
  return (
    <section className={styles.dataSection} aria-labelledby="preferences-title">
      <h3 id="preferences-title" className={styles.sectionTitle}>
        Preferences
      </h3>
      <p className={styles.hint}>Your postcode is the one the businesses you joined see.</p>
      {current.data ? (
        <PreferencesForm account={current.data} onSaved={current.setData} />
      ) : failed ? (
        <p role="alert" className={styles.hint}>
          Your preferences could not be loaded. Check your connection and try again.
        </p>
      ) : (
        <Skeleton rows={2} />
      )}
    </section>
  );
}

function PreferencesForm({
  account,
  onSaved,
}: {
  account: ReferrerAuthDto;
  onSaved: (account: ReferrerAuthDto) => void;
}) {
  const endSession = useEndSession();
  const update = useUpdatePreferences();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: yupResolver(referrerPreferencesSchema),
    defaultValues: {
      postcode: account.referrer.postcode,
      marketingConsent: account.campaigns.map(({ referrerId, marketingConsent }) => ({
        referrerId,
        consent: marketingConsent,
      })),
      friendMails: account.campaigns.map(({ referrerId, friendMails }) => ({ referrerId, on: friendMails })),
    },
  });
  const error = formState.errors.postcode?.message;

  const save = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        rememberAccount(saved);
        onSaved(saved);
        showToast({ title: 'Preferences Saved', description: 'Your preferences have been updated.' });
      },
      onError: (failure) => {
        if (isSessionRefused(failure)) {
          endSession();
          return;
        }
        showServerFieldErrors(failure, ['postcode'], setError);
        showToast({
          title: 'Update Failed',
          description: serverMessageOf(failure, 'Your preferences could not be saved. Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form onSubmit={save} noValidate aria-labelledby="preferences-title">
      <FormField id="preferences-postcode" label="Postcode" required error={error}>
        <input
          id="preferences-postcode"
          type="text"
          autoComplete="postal-code"
          className={inputClassName(!!error)}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? messageIdOf('preferences-postcode') : undefined}
          aria-required="true"
          {...register('postcode')}
        />
      </FormField>
      <fieldset className={styles.consents}>
        <legend className={styles.legend}>News and offers</legend>
        <p className={styles.hint}>Each business sends you news and offers only while you allow it.</p>
        {account.campaigns.map((campaign, index) => (
          <label key={campaign.referrerId} className={styles.checkbox}>
            <input type="checkbox" {...register(`marketingConsent.${index}.consent`)} />
            <span>
              {`Send me news and offers from ${campaign.businessName}`}
              <span className={styles.checkboxNote}>{campaign.campaignName}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.consents}>
        <legend className={styles.legend}>E-mails about your friends</legend>
        <p className={styles.hint}>
          We tell you when a friend joins with your link and when they come in, unless you turn it off.
        </p>
        {account.campaigns.map((campaign, index) => (
          <label key={campaign.referrerId} className={styles.checkbox}>
            <input type="checkbox" {...register(`friendMails.${index}.on`)} />
            <span>
              {`E-mail me about my friends at ${campaign.businessName}`}
              <span className={styles.checkboxNote}>{campaign.campaignName}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" size="large" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
      </div>
    </form>
  );
}
