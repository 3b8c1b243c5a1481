/**
 * A size as a Danish reader reads it, in decimal units (1 MB = 1 000 000 bytes, as the limits in
 * constants.ts are set): «850 kB», «3,1 MB», «100 MB», «2 GB», a comma for the decimal. The one
 * byte formatter of the app: the server's refusals and the web's pages write sizes alike.
 */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1e9, 'GB'],
    [1e6, 'MB'],
  ];
  const fixed = (value: number) => value.toFixed(1).replace(/\.0$/, '').replace('.', ',');
  for (const [size, unit] of units) if (bytes >= size) return `${fixed(bytes / size)} ${unit}`;
  // Nothing is «0 kB»; a few bytes are at least «1 kB».
  return bytes <= 0 ? '0 kB' : `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}
