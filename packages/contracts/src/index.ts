/**
 * The contract every app, the gateway and every service share: bus subjects, input schemas (the same yup
 * objects validate forms and the gateway), answers (DTOs) and domain events, one folder per domain, and what
 * all domains use (errors, principal, paging, uploads, the remotes manifest) under `shared/`.
 */
export * from './shared/dates.ts';
export * from './shared/errors.ts';
export * from './shared/principal.ts';
export * from './shared/subjects.ts';
export * from './shared/events.ts';
export * from './shared/paging.ts';
export * from './shared/search.ts';
export * from './shared/uploads.ts';
export * from './shared/mfe-manifest.ts';
export * from './shared/server-render.ts';
export * from './shared/contrast.ts';
export * from './shared/credentials.ts';
export * from './shared/password-reset.ts';
export * from './identity/subjects.ts';
export * from './identity/schemas.ts';
export * from './identity/dto.ts';
export * from './identity/events.ts';
export * from './identity/slug.ts';
export * from './identity/plans.ts';
export * from './identity/owner-mails.ts';
export * from './identity/place.ts';
export * from './identity/place-schemas.ts';
export * from './campaign/subjects.ts';
export * from './campaign/fields.ts';
export * from './campaign/schemas.ts';
export * from './campaign/dto.ts';
export * from './campaign/events.ts';
export * from './referral/subjects.ts';
export * from './referral/schemas.ts';
export * from './referral/dto.ts';
export * from './referral/events.ts';
export * from './referral/reward-wording.ts';
export * from './referral/portal.ts';
export * from './referral/login-link.ts';
export * from './referral/notifications.ts';
export * from './referral/review.ts';
export * from './referral/export.ts';
export * from './admin/subjects.ts';
export * from './admin/schemas.ts';
export * from './admin/dto.ts';
export * from './admin/business-steps.ts';
export * from './cms/site-content.ts';
export * from './cms/settings.ts';
export * from './cms/subjects.ts';
export * from './cms/dto.ts';
export * from './cms/schemas.ts';
export * from './cms/media.ts';
