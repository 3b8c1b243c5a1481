import { PHOTO_MAX_BYTES } from '@shared/constants';
import { mediaMessages as m } from '@shared/messages.da';

/** What «Brug mit eget foto» lets the parent choose; a phone's picker offers its camera for these. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Pictures that are surely not a photo we keep (other image types are left to the server). */
const NOT_PHOTOS = ['image/svg+xml', 'image/gif', 'image/bmp', 'image/tiff'];

/**
 * A chosen file the server would refuse, said before it is sent (the same Danish text as the
 * server's); null when it may go. The server decides by the bytes, so an unknown type is sent.
 */
export function photoRefusal(file: { size: number; type: string }): string | null {
  if (file.size > PHOTO_MAX_BYTES) return m.photoTooLarge(PHOTO_MAX_BYTES / 1e6);
  if (/^image\/hei[cf]/.test(file.type)) return m.photoHeic;
  if (file.type !== '' && (!file.type.startsWith('image/') || NOT_PHOTOS.includes(file.type))) return m.photoNotImage;
  return null;
}
