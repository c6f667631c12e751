/**
 * Shared frontend building blocks: the antd theme, the plan catalogue, the providers, the API client, toasts, the owner session
 * hint and a few components. Every app uses these instead of its own copies.
 */
export { PRODUCT_NAME } from './product.ts';
export { BRAND_COLORS, brandTheme } from './theme.ts';
export { PLANS, TRIAL_DAYS, formatMonthlyPrice, planOf, upgradesFor, type Plan } from './plans/plans.ts';
export { choosePlan, type PlanChoice } from './plans/choose-plan.ts';
export { showServerFieldErrors } from './api/server-field-errors.ts';
export { QUERY_DEFAULTS, createQueryClient } from './query-client.ts';
export {
  ApiError,
  apiRequest,
  isApiError,
  serverMessageOf,
  type ApiErrorBody,
  type HttpMethod,
} from './api/api-client.ts';
export { TOAST_CONFIG, useToast, type ToastOptions, type ToastVariant } from './toast/use-toast.tsx';
export {
  OWNER_SESSION_KEY,
  OWNER_TOKEN_KEY,
  OWNER_TOKEN_MARKER,
  forgetOwnerSession,
  rememberOwnerSession,
  useOwnerSessionHint,
  type OwnerSessionHint,
} from './session/owner-session.ts';
export { AppProviders, type AppProvidersProps } from './components/AppProviders.tsx';
export { FullScreenSpinner } from './components/FullScreenSpinner.tsx';
export { LineIcon, type LineIconProps } from './components/LineIcon.tsx';
export { Logo, type LogoProps } from './components/Logo.tsx';
export { NotFoundCard } from './components/NotFoundCard.tsx';
export { ActiveStatusTag } from './components/ActiveStatusTag.tsx';
export { visuallyHidden } from './components/visually-hidden.ts';
export { mountStandalone } from './components/mount-standalone.tsx';
export { decodeHtmlEntities, stripHtml } from './text/plain-text.ts';
export { initials } from './text/initials.ts';
export { formatDate } from './text/dates.ts';
