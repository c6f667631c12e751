import { formatMoment } from '@referrals/contracts';
import type { Tone } from '@referrals/ui';

/** A page's or post's state as the tables and editors name it: Published, Draft, or Scheduled for a time. */
export function itemStatus(item: { isPublished: boolean; publishAt: string | null }): {
  label: string;
  tone: Tone;
} {
  if (item.isPublished) return { label: 'Published', tone: 'green' };
  if (item.publishAt) return { label: `Scheduled ${formatMoment(item.publishAt)}`, tone: 'blue' };
  return { label: 'Draft', tone: 'amber' };
}
