/**
 * `@referrals/ui/light`: the building blocks of the shell, the public pages and the referrer portal. Nothing
 * reachable from this entry imports antd, CKEditor, react-router or TanStack Query (a test walks its import
 * graph), so those pages stay within their JavaScript budget: they read with `./light-data.ts` and route
 * with `@referrals/ui/light-router` (an entry of its own, so that the owner and admin areas, which route with
 * react-router, never pick its `Link` up from the main entry). The antd-based parts for those areas, their
 * router and query client, are in the package's main entry.
 */
export { PRODUCT_NAME } from './product.ts';
export { BRAND_COLORS, BRAND_TOKENS } from './brand.ts';
export { COLOR_TOKENS } from './tokens.ts';
export { campaignColors, type CampaignColors } from './campaign-colors.ts';
export { PLANS, TRIAL_DAYS, formatMonthlyPrice, planOf, upgradesFor, type Plan } from './plans/plans.ts';
export { choosePlan, type PlanChoice } from './plans/choose-plan.ts';
export { showServerFieldErrors } from './api/server-field-errors.ts';
export {
  useAction,
  useRead,
  type ActionOptions,
  type ActionResult,
  type ReadOptions,
  type ReadResult,
} from './light-data.ts';
export {
  ApiError,
  apiRequest,
  isApiError,
  serverMessageOf,
  type ApiErrorBody,
  type HttpMethod,
} from './api/api-client.ts';
export { SubmissionKey } from './api/submission-key.ts';
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
export { privateShareTargets, shareTargets, type ShareTarget } from './share/share-targets.ts';
export { FullScreenSpinner } from './components/FullScreenSpinner.tsx';
export { LineIcon, type LineIconProps } from './components/LineIcon.tsx';
export { Logo, type LogoProps } from './components/Logo.tsx';
export { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFoundCard } from './components/NotFoundCard.tsx';
export { visuallyHidden } from './components/visually-hidden.ts';
export { mountStandalone } from './components/mount-standalone.tsx';
export {
  NEEDS_APP_ATTRIBUTE,
  notePressesOnServerPage,
  pressAgain,
  removeServerPage,
  whenServerPageIsUsed,
} from './server-page.ts';
export { decodeHtmlEntities, stripHtml } from './text/plain-text.ts';
export { initials } from './text/initials.ts';
export { formatDate } from './text/dates.ts';
