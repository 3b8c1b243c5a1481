import { PHOTO_MAX_BYTES } from '@shared/constants';
import { errorCatalogue } from '@shared/messages.da';
import { describe, expect, it } from 'vitest';
import { photoRefusal } from './photo-file';

describe('photoRefusal', () => {
  it('lets a JPEG, PNG or WebP photo within the limit go', () => {
    expect(photoRefusal({ size: 2_000_000, type: 'image/jpeg' })).toBeNull();
    expect(photoRefusal({ size: PHOTO_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(photoRefusal({ size: 1, type: 'image/webp' })).toBeNull();
  });

  it("refuses a photo over the limit before it is sent, with the server's own text", () => {
    expect(photoRefusal({ size: PHOTO_MAX_BYTES + 1, type: 'image/jpeg' })).toBe(errorCatalogue.PHOTO_TOO_LARGE.message);
  });

  it('says what the server would say about HEIC and files that are not photos', () => {
    expect(photoRefusal({ size: 1000, type: 'image/heic' })).toBe(errorCatalogue.PHOTO_HEIC.message);
    expect(photoRefusal({ size: 1000, type: 'image/svg+xml' })).toBe(errorCatalogue.PHOTO_NOT_IMAGE.message);
    expect(photoRefusal({ size: 1000, type: 'application/pdf' })).toBe(errorCatalogue.PHOTO_NOT_IMAGE.message);
  });

  it('leaves a file of unknown type to the server, which decides by the bytes', () => {
    expect(photoRefusal({ size: 1000, type: '' })).toBeNull();
  });
});
