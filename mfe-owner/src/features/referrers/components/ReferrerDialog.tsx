import type { ReactNode } from 'react';
import { App, Button, Descriptions, Modal, Tag } from 'antd';
import type { CampaignReferrerDto } from '@referrals/contracts';
import { formatDate, useToast } from '@referrals/ui';
import { useDeleteReferrer } from '../api/delete-referrer.ts';
import { customerDurationText, fullName, successPercent } from '../lib/referrers.ts';
import { ReferrerAvatar } from './ReferrerAvatar.tsx';

interface ReferrerDialogProps {
  referrer: CampaignReferrerDto | null;
  onClose: () => void;
  /** Runs after the referrer was deleted (the dialog has closed). */
  onDeleted?: (referrer: CampaignReferrerDto) => void;
}

/** The state tags in darker text than antd's preset colours, which reach only about 2:1 on their tints. */
const VERIFIED = { color: '#166534', background: '#dcfce7', borderColor: '#86efac' } as const;
const PENDING = { color: '#854d0e', background: '#fef9c3', borderColor: '#fde047' } as const;

function Counter({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div style={{ background: '#f8fafc', borderRadius: 8, padding: '10px 12px', textAlign: 'center' }}>
      <div style={{ fontSize: 20, fontWeight: 700 }}>{value}</div>
      <div style={{ color: '#64748b', fontSize: 12 }}>{label}</div>
    </div>
  );
}

/**
 * A referrer's details (docs/product-rules.md §2, §3 "Referrer"): every field and counter, and Delete with a confirmation.
 * A failed delete shows "Error" / "Failed to delete referrer." (docs/product-rules.md §8).
 */
export function ReferrerDialog({ referrer, onClose, onDeleted }: ReferrerDialogProps) {
  const { modal } = App.useApp();
  const { toast } = useToast();
  const remove = useDeleteReferrer();

  const confirmDelete = (target: CampaignReferrerDto) => {
    modal.confirm({
      title: 'Delete this referrer?',
      content: `${fullName(target)} will be removed from the campaign and their referral link will stop working. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        remove.mutateAsync(target.id).then(
          () => {
            toast({ title: 'Referrer deleted', description: `${fullName(target)} has been removed.` });
            onClose();
            onDeleted?.(target);
          },
          () => toast({ title: 'Error', description: 'Failed to delete referrer.', variant: 'destructive' }),
        ),
    });
  };

  return (
    <Modal
      open={referrer !== null}
      onCancel={onClose}
      title={referrer ? fullName(referrer) : ''}
      width={600}
      footer={
        referrer && [
          <Button key="delete" danger loading={remove.isPending} onClick={() => confirmDelete(referrer)}>
            Delete
          </Button>,
          <Button key="close" type="primary" onClick={onClose}>
            Close
          </Button>,
        ]
      }
    >
      {referrer && (
        <div style={{ display: 'grid', gap: 16 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <ReferrerAvatar firstName={referrer.firstName} lastName={referrer.lastName} size={48} />
            <div style={{ minWidth: 0 }}>
              <div style={{ overflowWrap: 'anywhere' }}>{referrer.email}</div>
              <Tag style={{ marginTop: 4, ...(referrer.isVerified ? VERIFIED : PENDING) }}>
                {referrer.isVerified ? 'Verified' : 'Pending'}
              </Tag>
            </div>
          </div>
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: 8 }}
          >
            <Counter label="Total referrals" value={referrer.totalReferrals} />
            <Counter label="Successful" value={referrer.successfulReferrals} />
            <Counter label="Success rate" value={`${successPercent(referrer)}%`} />
            <Counter label="Vouchers earned" value={referrer.vouchersEarned} />
          </div>
          <Descriptions
            size="small"
            bordered
            column={1}
            styles={{ label: { width: '36%' }, content: { overflowWrap: 'anywhere' } }}
            items={[
              { key: 'firstName', label: 'First name', children: referrer.firstName },
              { key: 'lastName', label: 'Last name', children: referrer.lastName },
              { key: 'email', label: 'Email', children: referrer.email },
              { key: 'phone', label: 'Phone', children: referrer.phoneNumber || '—' },
              { key: 'postcode', label: 'Postcode', children: referrer.postcode || '—' },
              { key: 'code', label: 'Referral code', children: <code>{referrer.referralCode}</code> },
              { key: 'campaign', label: 'Campaign', children: referrer.campaignName },
              {
                key: 'duration',
                label: 'Customer for',
                children: customerDurationText(referrer.customerDuration) ?? '—',
              },
              {
                key: 'heard',
                label: 'Heard about us',
                children: referrer.heardAboutBusiness || '—',
              },
              { key: 'testimonial', label: 'Testimonial', children: referrer.testimonial || '—' },
              { key: 'joined', label: 'Joined', children: formatDate(referrer.createdAt) },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
