import { Select, Tag } from 'antd';
import type { BusinessSummary } from '@referrals/contracts';
import { serverMessageOf, useToast } from '@referrals/ui';
import { useSelectBusiness } from '../api/select-business.ts';
import * as styles from './business-selector.module.css';

interface BusinessSelectorProps {
  /** The session's current business. */
  currentId: string;
  businesses: readonly BusinessSummary[];
  /** Stretch to the width of its container (phones) instead of a fixed width. */
  block?: boolean;
}

/**
 * The dashboard's business selector (docs/product-rules.md §2, §4): shown by the page only when the login has more than
 * one business; inactive ones are tagged Inactive. Choosing one makes it the session's current business
 * (`POST /api/user/{id}/select`) and reloads the dashboard's data.
 */
export function BusinessSelector({ currentId, businesses, block = false }: BusinessSelectorProps) {
  const { toast } = useToast();
  const selectBusiness = useSelectBusiness({
    onSuccess: (account) => {
      toast({ title: 'Business switched', description: `You are now managing ${account.businessName}.` });
    },
    onError: (error) => {
      toast({
        title: 'Could not switch business',
        description: serverMessageOf(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <Select
      aria-label="Business"
      value={selectBusiness.isPending ? selectBusiness.variables : currentId}
      loading={selectBusiness.isPending}
      disabled={selectBusiness.isPending}
      onChange={(businessId: string) => {
        if (businessId !== currentId) selectBusiness.mutate(businessId);
      }}
      // No slide-in: the list is usable the moment it shows.
      transitionName=""
      size="large"
      className={block ? styles.block : styles.selector}
      popupMatchSelectWidth={false}
      options={businesses.map((business) => ({
        value: business.id,
        label: business.businessName,
        isActive: business.isActive,
      }))}
      optionRender={(option) => (
        <span className={styles.option}>
          <span>{option.data.label}</span>
          {!option.data.isActive && <Tag className={styles.tag}>Inactive</Tag>}
        </span>
      )}
      labelRender={({ value, label }) => {
        const business = businesses.find((candidate) => candidate.id === value);
        return (
          <span className={`${styles.option} ${styles.label}`}>
            <span className={styles.name}>{label}</span>
            {business && !business.isActive && <Tag className={styles.tag}>Inactive</Tag>}
          </span>
        );
      }}
    />
  );
}
