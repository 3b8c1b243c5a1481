/** A size as a Danish reader reads it: «850 kB», «3,1 MB», «1,2 GB» (decimal units, a comma for the decimal). */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1e9, 'GB'],
    [1e6, 'MB'],
  ];
  for (const [size, unit] of units) if (bytes >= size) return `${(bytes / size).toFixed(1).replace('.', ',')} ${unit}`;
  return `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}
