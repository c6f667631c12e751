import type { EntityManager } from '@mikro-orm/sql';
import type { MediaFileDto } from '@referrals/contracts';
import { MediaFile } from '../entities/media-file.ts';
import { toMediaDto } from './media-files.ts';

/** The media library, newest first. */
export async function listMedia(em: EntityManager): Promise<MediaFileDto[]> {
  const files = await em.find(MediaFile, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return files.map(toMediaDto);
}
