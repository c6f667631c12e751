import {
  BUSINESS_TYPES,
  SUBSCRIPTION_TIERS,
  type AdminBusinessDto,
  type AdminBusinessUpdateInput,
} from '@referrals/contracts';
import { planOf } from '@referrals/ui';

/** The edit form's values: every field of the update as text. */
export interface BusinessFormValues {
  businessName: string;
  businessType: string;
  contactName: string;
  phoneNumber: string;
  businessAddress: string;
  postcode: string;
  website: string;
  subscriptionTier: string;
}

export const BUSINESS_FORM_FIELDS: readonly (keyof BusinessFormValues)[] = [
  'businessName',
  'businessType',
  'contactName',
  'phoneNumber',
  'businessAddress',
  'postcode',
  'website',
  'subscriptionTier',
];

export const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((type) => ({ value: type, label: type }));
export const SUBSCRIPTION_OPTIONS = SUBSCRIPTION_TIERS.map((tier) => ({
  value: tier,
  label: planOf(tier).name,
}));

export function businessFormValues(business: AdminBusinessDto): BusinessFormValues {
  return {
    businessName: business.businessName,
    businessType: business.businessType,
    contactName: business.contactName,
    phoneNumber: business.phoneNumber,
    businessAddress: business.businessAddress,
    postcode: business.postcode,
    website: business.website ?? '',
    subscriptionTier: business.subscriptionTier,
  };
}

/** The PUT payload of validated values: an empty website is left out. */
export function businessUpdatePayload(values: AdminBusinessUpdateInput): AdminBusinessUpdateInput {
  const { website, ...rest } = values;
  return website ? { ...rest, website } : rest;
}
