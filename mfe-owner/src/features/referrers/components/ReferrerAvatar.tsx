import { Avatar } from 'antd';
import { initials } from '@referrals/ui';
import * as styles from './referrers.module.css';

/** A referrer's initials in a round badge; decorative (the name is always written beside it). */
export function ReferrerAvatar({
  firstName,
  lastName,
  size = 40,
}: {
  firstName: string;
  lastName: string;
  size?: number;
}) {
  return (
    <Avatar size={size} aria-hidden="true" className={styles.avatar}>
      {initials(firstName, lastName)}
    </Avatar>
  );
}
