/**
 * A size in the units the app's limits are set in (MEDIA_ALLOWANCE_BYTES, PHOTO_MAX_BYTES: 1 MB =
 * 1024 × 1024 bytes), as a Danish reader reads it: «100 MB», «3,4 MB», «2 GB», a comma for the decimal.
 */
export function formatMegabytes(bytes: number): string {
  const GB = 1024 * 1024 * 1024;
  const MB = 1024 * 1024;
  const [size, unit] = bytes >= GB ? [GB, 'GB'] : [MB, 'MB'];
  const value = (Math.max(0, bytes) / size).toFixed(1).replace(/\.0$/, '').replace('.', ',');
  return `${value} ${unit}`;
}
