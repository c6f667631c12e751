import type { MediaUsage } from '@referrals/contracts';
import { isApiError } from '@referrals/ui';
import { adminRequest } from '../../../lib/session/admin-request.ts';

/** What a delete ended with: gone, or refused because pages, posts or settings still use the file. */
export type MediaDeleteOutcome = { kind: 'deleted' } | { kind: 'in-use'; usages: MediaUsage[] };

/**
 * `DELETE /api/admin/cms/media/{id}`, with `?force=true` to delete a file that is still used. A 409 answer that
 * names the usages is an outcome (the dialog asks again, listing them), not a failure.
 *
 * @throws ApiError for any other refusal
 */
export async function deleteMediaFile(id: string, force: boolean): Promise<MediaDeleteOutcome> {
  const path = `/api/admin/cms/media/${encodeURIComponent(id)}${force ? '?force=true' : ''}`;
  try {
    await adminRequest<void>('DELETE', path);
    return { kind: 'deleted' };
  } catch (error) {
    const usages = isApiError(error) && error.status === 409 ? usagesOf(error.body) : null;
    if (usages) return { kind: 'in-use', usages };
    throw error;
  }
}

function usagesOf(body: unknown): MediaUsage[] | null {
  const usages = (body as { usages?: unknown } | undefined)?.usages;
  return Array.isArray(usages) && usages.length > 0 ? (usages as MediaUsage[]) : null;
}

const USAGE_KIND_LABELS: Record<MediaUsage['kind'], string> = {
  page: 'Page',
  post: 'Blog post',
  setting: 'Setting',
};

/** One usage as the second confirmation lists it: `Blog post “Launch”`. */
export function usageLabel(usage: MediaUsage): string {
  return `${USAGE_KIND_LABELS[usage.kind]} “${usage.title}”`;
}
