import { Avatar } from 'antd';
import { initials } from '@referrals/ui';

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
    <Avatar
      size={size}
      aria-hidden="true"
      style={{ flex: 'none', background: '#dbeafe', color: '#1d4ed8', fontWeight: 600 }}
    >
      {initials(firstName, lastName)}
    </Avatar>
  );
}
