import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { MediaFileDto, MediaRecordInput } from '@referrals/contracts';
import { conflictOnUniqueViolation } from '@referrals/service-kit';
import { MediaFile } from '../entities/media-file.ts';
import { toMediaDto } from './media-files.ts';

/**
 * Records a file of the media library the gateway checked, before it stores the bytes (a failed store leaves
 * a record the admin deletes; bytes without a record could never be found to delete). The stored name is
 * the gateway's random one, so it is new; a repeated name is refused.
 */
export async function recordMedia(
  em: EntityManager,
  input: MediaRecordInput,
  now: Date,
): Promise<MediaFileDto> {
  const file = em.create(MediaFile, {
    id: randomUUID(),
    filename: input.filename,
    originalName: input.originalName,
    mimeType: input.mimeType,
    size: input.size,
    altText: input.altText ?? null,
    description: input.description ?? null,
    width: input.width ?? null,
    height: input.height ?? null,
    variantWidths: [...new Set(input.variantWidths)],
    createdAt: now,
  });
  await conflictOnUniqueViolation(() => em.flush(), 'A file of this name is already in the library');
  return toMediaDto(file);
}
