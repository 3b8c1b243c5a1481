import type { PremiumOffer, SiteInfo, SiteServices } from '../../../shared/api-types';
import type { Config } from '../../config';

const isOpenAi = (baseUrl: string) => new URL(baseUrl).hostname === 'api.openai.com';

/** Which service does each part of the work, by the configuration (the same choices services.ts makes). */
export function siteServicesOf(config: Config): SiteServices {
  const openAi = isOpenAi(config.OPENAI_BASE_URL) ? 'openai' : 'compatible';
  const images: SiteServices['images'] = [];
  // Every image service with a key may draw (the main one stories and avatars, a card style the other);
  // IMAGE_PROVIDER=offline keeps them all out.
  if (config.IMAGE_PROVIDER !== 'offline') {
    if (config.OPENAI_API_KEY) images.push(openAi);
    if (config.REPLICATE_API_TOKEN) images.push('replicate');
  }
  return {
    database: config.DATABASE_URL ? 'postgres' : 'sqlite',
    files: config.S3_BUCKET ? 's3' : 'local',
    text: config.OPENAI_API_KEY ? openAi : 'offline',
    images,
    speech: config.GOOGLE_TTS_API_KEY ? 'google' : 'offline',
    mail: config.SMTP_URL ? 'smtp' : 'outbox',
    payments: config.paymentsEnabled ? 'stripe' : null,
  };
}

/** GET /api/site: what the public pages say about this installation (its offer, contact and services). */
export function siteService(deps: { config: Config; offer: () => Promise<PremiumOffer> }) {
  const services = siteServicesOf(deps.config);
  const contactEmail = deps.config.CONTACT_EMAIL ?? null;
  return {
    async info(): Promise<SiteInfo> {
      return { premium: await deps.offer(), contactEmail, services };
    },
  };
}

export type SiteService = ReturnType<typeof siteService>;
