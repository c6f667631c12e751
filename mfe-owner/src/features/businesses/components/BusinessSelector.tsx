import { Select, Tag } from 'antd';
import type { BusinessSummary } from '@referrals/contracts';
import { serverMessageOf, useToast } from '@referrals/ui';
import { useSelectBusiness } from '../api/select-business.ts';

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
      style={block ? { width: '100%' } : { width: 280 }}
      popupMatchSelectWidth={false}
      options={businesses.map((business) => ({
        value: business.id,
        label: business.businessName,
        isActive: business.isActive,
      }))}
      optionRender={(option) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <span>{option.data.label}</span>
          {!option.data.isActive && <Tag style={{ margin: 0 }}>Inactive</Tag>}
        </span>
      )}
      labelRender={({ value, label }) => {
        const business = businesses.find((candidate) => candidate.id === value);
        return (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, maxWidth: '100%' }}>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
            {business && !business.isActive && <Tag style={{ margin: 0 }}>Inactive</Tag>}
          </span>
        );
      }}
    />
  );
}
