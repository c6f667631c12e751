/**
 * `@referrals/ui/light`: the building blocks public pages may use. Nothing reachable from this entry imports
 * antd (a test walks its import graph), so the shell and mfe-public stay within their JavaScript budget; the
 * antd-based parts for the owner and admin areas are in the package's main entry.
 */
export { PRODUCT_NAME } from './product.ts';
export { BRAND_COLORS, BRAND_TOKENS } from './brand.ts';
export { COLOR_TOKENS } from './tokens.ts';
export { campaignColors, type CampaignColors } from './campaign-colors.ts';
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
export {
  TOAST_DURATION_MS,
  TOAST_SHOWN_EVENT,
  type ToastOptions,
  type ToastVariant,
  type ToasterKind,
} from './toast/toast.ts';
export { showToast } from './toast/light-toast.ts';
export {
  OWNER_SESSION_KEY,
  OWNER_TOKEN_KEY,
  OWNER_TOKEN_MARKER,
  forgetOwnerSession,
  rememberOwnerSession,
  useOwnerSessionHint,
  type OwnerSessionHint,
} from './session/owner-session.ts';
export { Button, buttonClassName, type ButtonLook, type ButtonProps } from './light-components/Button.tsx';
export { Card, cardBodyClassName } from './light-components/Card.tsx';
export { MessageScreen, type MessageScreenProps } from './light-components/MessageScreen.tsx';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './light-components/ForgotPasswordForm.tsx';
export {
  NEW_PASSWORDS_DIFFER,
  ResetPasswordForm,
  type ResetPasswordFormProps,
} from './light-components/ResetPasswordForm.tsx';
export { ButtonLink, type ButtonLinkProps } from './light-components/ButtonLink.tsx';
export {
  FormField,
  inputClassName,
  messageIdOf,
  type FormFieldProps,
} from './light-components/FormField.tsx';
export { PasswordInput } from './light-components/PasswordInput.tsx';
export { CopyButton, type CopyButtonProps } from './light-components/CopyButton.tsx';
export { LinkField, type LinkFieldProps } from './light-components/LinkField.tsx';
export { Dialog, type DialogProps } from './light-components/Dialog.tsx';
export { Skeleton } from './light-components/Skeleton.tsx';
export { Tag, type TagProps } from './light-components/Tag.tsx';
export { shareTargets, type ShareTarget } from './share/share-targets.ts';
export { FullScreenSpinner } from './components/FullScreenSpinner.tsx';
export { LineIcon, type LineIconProps } from './components/LineIcon.tsx';
export { Logo, type LogoProps } from './components/Logo.tsx';
export { NotFoundCard } from './components/NotFoundCard.tsx';
export { visuallyHidden } from './components/visually-hidden.ts';
export { mountStandalone } from './components/mount-standalone.tsx';
export { decodeHtmlEntities, stripHtml } from './text/plain-text.ts';
export { initials } from './text/initials.ts';
export { formatDate } from './text/dates.ts';
