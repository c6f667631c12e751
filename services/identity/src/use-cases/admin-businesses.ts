import type { EntityManager } from '@mikro-orm/sql';
import type { AdminBusinessDto } from '@referrals/contracts';
import { Business } from '../entities/business.ts';
import type { Login } from '../entities/login.ts';
import { IdentityErrors } from '../errors.ts';
import { toOwnerUser } from './owner-user.ts';

/**
 * A business as the administrators' pages show it: what its owner sees but the trial and the owner's e-mail
 * settings, and its login.
 */
export function toAdminBusiness(business: Business, login: Login): AdminBusinessDto {
  const {
    trialEndsAt: _trialEndsAt,
    timeZone: _timeZone,
    reviewMails: _reviewMails,
    dailySummary: _dailySummary,
    ...details
  } = toOwnerUser(business, login);
  return { ...details, loginId: login.id };
}

/** Every business on the platform, active or not, newest first (administrators only). */
export async function adminListBusinesses(em: EntityManager): Promise<AdminBusinessDto[]> {
  const businesses = await em.find(
    Business,
    {},
    { populate: ['login'], orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return businesses.map((business) => toAdminBusiness(business, business.login));
}

/** One business, whoever owns it (administrators only). */
export async function adminGetBusiness(em: EntityManager, businessId: string): Promise<AdminBusinessDto> {
  const business = await em.findOne(Business, { id: businessId }, { populate: ['login'] });
  if (!business) throw IdentityErrors.businessNotFound();
  return toAdminBusiness(business, business.login);
}
