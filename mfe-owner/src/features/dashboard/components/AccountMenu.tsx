import { useState } from 'react';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { LineIcon } from '@referrals/ui';
import * as styles from './dashboard.module.css';

interface AccountMenuProps {
  businessName: string;
  onAccountSettings: () => void;
  onBilling: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

function ChevronDown() {
  return (
    <LineIcon size={14} strokeWidth={2.5}>
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
  );
}

/**
 * The account menu (docs/product-rules.md §2): a button showing the business name opens "My Account" with Account Settings,
 * Billing and Logout.
 */
export function AccountMenu({
  businessName,
  onAccountSettings,
  onBilling,
  onLogout,
  isLoggingOut,
}: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const items: MenuProps['items'] = [
    {
      type: 'group',
      label: 'My Account',
      children: [
        { key: 'account-settings', label: 'Account Settings', disabled: isLoggingOut },
        { key: 'billing', label: 'Billing', disabled: isLoggingOut },
        { type: 'divider' },
        { key: 'logout', label: isLoggingOut ? 'Logging out...' : 'Logout', disabled: isLoggingOut },
      ],
    },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // While logging out the menu stays open to show "Logging out..."; it closes when the answer arrives.
      open={open || isLoggingOut}
      onOpenChange={(next, { source }) => source === 'trigger' && setOpen(next)}
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          if (key === 'account-settings') onAccountSettings();
          else if (key === 'billing') onBilling();
          else if (key === 'logout') onLogout();
        },
      }}
    >
      <Button size="large" className={styles.accountButton}>
        <Avatar size={28} className={styles.accountAvatar} aria-hidden="true">
          {businessName.trim().charAt(0).toUpperCase() || '?'}
        </Avatar>
        <span className={styles.accountName}>{businessName}</span>
        <ChevronDown />
      </Button>
    </Dropdown>
  );
}
