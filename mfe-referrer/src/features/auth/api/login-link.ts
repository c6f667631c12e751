import type {
  LoginLinkAnswerDto,
  LoginLinkConsumeInput,
  LoginLinkRequestInput,
  ReferrerAuthDto,
} from '@referrals/contracts';
import { apiRequest, useAction, type ActionOptions } from '@referrals/ui/light';

/** `POST /api/referrers/login-link`: e-mails a sign-in link; the same answer whether or not the e-mail is known. */
export function requestLoginLink(input: LoginLinkRequestInput): Promise<LoginLinkAnswerDto> {
  return apiRequest<LoginLinkAnswerDto>('POST', '/api/referrers/login-link', input);
}

/** `POST /api/referrers/login-link/consume`: the link starts the referrer session, as signing in does. */
export function consumeLoginLink(input: LoginLinkConsumeInput): Promise<ReferrerAuthDto> {
  return apiRequest<ReferrerAuthDto>('POST', '/api/referrers/login-link/consume', input);
}

export function useRequestLoginLink(options: ActionOptions<LoginLinkAnswerDto, LoginLinkRequestInput> = {}) {
  return useAction(requestLoginLink, options);
}

export function useConsumeLoginLink(options: ActionOptions<ReferrerAuthDto, LoginLinkConsumeInput> = {}) {
  return useAction(consumeLoginLink, options);
}
