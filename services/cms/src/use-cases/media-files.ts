import { mediaVariantFileName, uploadUrl, type MediaFileDto } from '@referrals/contracts';
import type { MediaFile } from '../entities/media-file.ts';

/** A media file as the library shows it, its WebP copies narrowest first. */
export function toMediaDto(file: MediaFile): MediaFileDto {
  return {
    id: file.id,
    filename: file.filename,
    originalName: file.originalName,
    mimeType: file.mimeType,
    size: file.size,
    url: uploadUrl(file.filename),
    altText: file.altText ?? null,
    description: file.description ?? null,
    width: file.width ?? null,
    height: file.height ?? null,
    variants: [...file.variantWidths]
      .sort((a, b) => a - b)
      .map((width) => ({ width, url: uploadUrl(mediaVariantFileName(file.filename, width)) })),
    createdAt: file.createdAt.toISOString(),
  };
}

/** Every stored name of a media file: the file itself and its WebP copies. */
export function storedNamesOf(file: Pick<MediaFile, 'filename' | 'variantWidths'>): string[] {
  return [file.filename, ...file.variantWidths.map((width) => mediaVariantFileName(file.filename, width))];
}
