import type { ReactNode } from 'react';
import { App, Button, Descriptions, Modal } from 'antd';
import type { CampaignReferrerDto } from '@referrals/contracts';
import { formatDate, ToneTag, useToast } from '@referrals/ui';
import { useDeleteReferrer } from '../api/delete-referrer.ts';
import { customerDurationText, fullName, successPercent } from '../lib/referrers.ts';
import { ReferrerAvatar } from './ReferrerAvatar.tsx';
import * as styles from './referrers.module.css';

interface ReferrerDialogProps {
  referrer: CampaignReferrerDto | null;
  onClose: () => void;
  /** Runs after the referrer was deleted (the dialog has closed). */
  onDeleted?: (referrer: CampaignReferrerDto) => void;
}

function Counter({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.counter}>
      <div className={styles.counterValue}>{value}</div>
      <div className={styles.counterLabel}>{label}</div>
    </div>
  );
}

/**
 * A referrer's details (docs/product-rules.md §2, §3 "Referrer"): every field and counter, and Delete with a
 * confirmation, except for a referrer who deleted their account ("Deleted referrer", details and answers gone).
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
          // A referrer who deleted their own account is gone already: nothing is left to do about them.
          !referrer.deleted && (
            <Button key="delete" danger loading={remove.isPending} onClick={() => confirmDelete(referrer)}>
              Delete
            </Button>
          ),
          <Button key="close" type="primary" onClick={onClose}>
            Close
          </Button>,
        ]
      }
    >
      {referrer && (
        <div className={styles.dialogBody}>
          <div className={styles.identity}>
            <ReferrerAvatar firstName={referrer.firstName} lastName={referrer.lastName} size={48} />
            <div className={styles.identityText}>
              <div className={styles.email}>{referrer.email}</div>
              <ToneTag tone={referrer.isVerified ? 'green' : 'gold'} className={styles.verification}>
                {referrer.isVerified ? 'Verified' : 'Pending'}
              </ToneTag>
            </div>
          </div>
          <div className={styles.counters}>
            <Counter label="Total referrals" value={referrer.totalReferrals} />
            <Counter label="Successful" value={referrer.successfulReferrals} />
            <Counter label="Success rate" value={`${successPercent(referrer)}%`} />
            <Counter label="Vouchers earned" value={referrer.vouchersEarned} />
          </div>
          <Descriptions
            size="small"
            bordered
            column={1}
            className={styles.details}
            classNames={{ label: styles.detailLabel, content: styles.detailContent }}
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
