import type { EntityManager } from '@mikro-orm/sql';
import {
  planFactsOf,
  type AdminBusinessDto,
  type AdminBusinessStatusInput,
  type AdminBusinessUpdateInput,
  type AdminPrincipal,
} from '@referrals/contracts';
import type { Logger } from '@referrals/service-kit';
import type { Business } from '../entities/business.ts';
import { Login } from '../entities/login.ts';
import { IdentityErrors } from '../errors.ts';
import { toAdminBusiness } from './admin-businesses.ts';
import { recordBusinessStatusMail, type BusinessStatusMailSettings } from './business-status-mail.ts';
import { applyBusinessChanges, lockBusiness, recordBusinessUpdated } from './business-changes.ts';
import { activeCampaignCount } from './known-campaigns.ts';

export interface AdminChangeContext {
  log: Logger;
  /** Carried with the event to its consumers, for log correlation. */
  requestId?: string;
}

/**
 * An administrator's edit of a business: its details and plan (the slug stays, so links already shared keep
 * working; the e-mail is the login's and not edited here). A plan whose active campaign limit is below the
 * business's active campaigns is refused as it is for the owner: the campaigns are deactivated first.
 * A change publishes `businessUpdated` in its transaction (gateways drop the owner's cached sessions and
 * account on it, read models take the new name and plan); the form saved unchanged publishes nothing.
 */
export async function adminUpdateBusiness(
  em: EntityManager,
  admin: AdminPrincipal,
  businessId: string,
  input: AdminBusinessUpdateInput,
  context: AdminChangeContext,
): Promise<AdminBusinessDto> {
  return changeBusiness(em, admin, businessId, context, 'admin-business-updated', async (tx, business) => {
    if (business.subscriptionTier !== input.subscriptionTier) {
      const active = await activeCampaignCount(tx, business.id);
      if (active > planFactsOf(input.subscriptionTier).activeCampaignLimit) {
        throw IdentityErrors.activeCampaignsExceedPlan(input.subscriptionTier, active);
      }
    }
    return applyBusinessChanges(business, {
      businessName: input.businessName,
      businessType: input.businessType,
      contactName: input.contactName,
      phoneNumber: input.phoneNumber,
      businessAddress: input.businessAddress,
      postcode: input.postcode,
      website: input.website || null,
      subscriptionTier: input.subscriptionTier,
    });
  });
}

/**
 * An administrator activates or deactivates a business. Inactive, its public pages are offline (identity's
 * public card refuses it, and the campaign and referral read models hide it on `businessUpdated`); its owner
 * still signs in and sees that it is inactive. A change stores the administrator's reason (none when empty) and
 * its moment, and e-mails the owner about it in its transaction. The status it already has changes, publishes
 * and sends nothing.
 */
export async function adminSetBusinessStatus(
  em: EntityManager,
  admin: AdminPrincipal,
  businessId: string,
  input: AdminBusinessStatusInput,
  context: AdminChangeContext & { mail: BusinessStatusMailSettings },
): Promise<AdminBusinessDto> {
  return changeBusiness(em, admin, businessId, context, 'admin-business-status-set', async (tx, business) => {
    if (!applyBusinessChanges(business, { isActive: input.isActive })) return false;
    business.statusReason = input.reason || null;
    business.statusChangedAt = new Date();
    const login = await tx.findOneOrFail(Login, business.login.id);
    recordBusinessStatusMail(tx, business, login.email, context.mail, { requestId: context.requestId });
    return true;
  });
}

/** Locks the business, lets `change` apply to it and, when it changed anything, records `businessUpdated`. */
async function changeBusiness(
  em: EntityManager,
  admin: AdminPrincipal,
  businessId: string,
  context: AdminChangeContext,
  event: string,
  change: (tx: EntityManager, business: Business) => Promise<boolean>,
): Promise<AdminBusinessDto> {
  const { dto, changed } = await em.fork().transactional(async (tx) => {
    const business = await lockBusiness(tx, businessId);
    if (!business) throw IdentityErrors.businessNotFound();
    const changed = await change(tx, business);
    if (changed) await recordBusinessUpdated(tx, business, { requestId: context.requestId });
    const login = await tx.findOneOrFail(Login, business.login.id);
    return { dto: toAdminBusiness(business, login), changed };
  });
  context.log.info(
    { event, businessId, adminId: admin.adminId, changed, isActive: dto.isActive },
    'business changed by an administrator',
  );
  return dto;
}
