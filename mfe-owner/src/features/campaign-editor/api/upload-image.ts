import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { UploadAnswer, UploadType } from '@referrals/contracts';
import { ApiError, type ApiErrorBody } from '@referrals/ui';

/** The image formats POST /api/upload accepts (ADR 0008: PNG, JPEG, GIF, WebP; SVG is refused). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export interface ImageUpload {
  file: File;
  type: UploadType;
}

function parseBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/upload` (multipart `file` + `type`): stores a campaign image and answers where it is served.
 * Not through `apiRequest`, which speaks JSON only; a same-origin fetch still carries the Origin header the
 * gateway's CSRF check needs, and the browser sets the multipart boundary itself.
 *
 * @throws {@link ApiError} for a refused file (its message is the server's) or when the server is unreachable
 */
export async function uploadImage({ file, type }: ImageUpload): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('type', type);
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/upload', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body,
    });
  } catch {
    throw new ApiError(0, '0: The server could not be reached');
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parseBody(text),
    );
  }
  return JSON.parse(text) as UploadAnswer;
}

export function useUploadImage(
  options: Omit<UseMutationOptions<UploadAnswer, unknown, ImageUpload>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: uploadImage });
}
