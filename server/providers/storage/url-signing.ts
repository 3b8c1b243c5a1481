import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed app URLs for locally stored files: `/api/files/<key>?exp=<unix>&sig=<hex>`, where sig
 * is HMAC-SHA256 over "<key>\n<exp>" with a key derived from AUTH_SECRET (so the raw secret is
 * never used for two things). Expiry is rounded up to the next full hour, so the same file keeps
 * the same URL for an hour and the browser's cache works.
 */
export function fileSigner(secret: string, basePath = '/api/files') {
  const signingKey = createHmac('sha256', secret).update('fortaellehuset/files/v1').digest();
  const sign = (key: string, exp: number) => createHmac('sha256', signingKey).update(`${key}\n${exp}`).digest('hex');

  return {
    url(key: string, ttlSeconds: number, now = Date.now()): string {
      const exp = Math.ceil((now / 1000 + ttlSeconds) / 3600) * 3600;
      const path = key.split('/').map(encodeURIComponent).join('/');
      return `${basePath}/${path}?exp=${exp}&sig=${sign(key, exp)}`;
    },
    /** 'ok' when the signature is ours and not expired. */
    verify(key: string, exp: string | undefined, sig: string | undefined, now = Date.now()): 'ok' | 'expired' | 'bad' {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return 'bad';
      const expected = Buffer.from(sign(key, Number(exp)), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'bad';
      return Number(exp) * 1000 < now ? 'expired' : 'ok';
    },
  };
}

export type FileSigner = ReturnType<typeof fileSigner>;
