import { Checkbox } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { FRIEND_FIELD_LABELS, FRIEND_FIELDS } from '@referrals/contracts';
import type { CampaignFormValues } from '../lib/campaign-form.ts';
import * as styles from './editor.module.css';

/**
 * "What we ask a friend" (wizard step 4 and the edit page): a friend signing up through a customer's link
 * always gives their first name, e-mail and consent; the owner turns on what else to ask. Each question asked
 * is one more reason for a friend on a phone to give up, so none is on by default.
 */
export function FriendFieldsField({ control }: { control: Control<CampaignFormValues> }) {
  return (
    <section aria-labelledby="friend-fields-heading" className={styles.friendFields}>
      <h3 id="friend-fields-heading" className={styles.subheading}>
        What we ask a friend
      </h3>
      <p id="friend-fields-help" className={styles.secondary}>
        A friend who signs up through a customer’s link always gives their first name, e-mail and consent. Ask
        for more only if you need it: every extra field makes signing up on a phone slower.
      </p>
      <Controller
        control={control}
        name="friendFields"
        render={({ field }) => (
          <Checkbox.Group
            value={field.value}
            onChange={(next) => field.onChange(FRIEND_FIELDS.filter((each) => next.includes(each)))}
            aria-labelledby="friend-fields-heading"
            aria-describedby="friend-fields-help"
            className={styles.friendFieldList}
          >
            {FRIEND_FIELDS.map((each) => (
              <Checkbox key={each} value={each} className={styles.friendField}>
                Ask for their {FRIEND_FIELD_LABELS[each].toLowerCase()}
              </Checkbox>
            ))}
          </Checkbox.Group>
        )}
      />
    </section>
  );
}
