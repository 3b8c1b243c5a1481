import type { Config } from '../../config';
import type { ImageProviderName } from './provider';

/** IMAGE_PROVIDER, or else Replicate when its token is set, OpenAI when its key is set, offline otherwise. */
export function imageProviderName(config: Config): ImageProviderName {
  if (config.IMAGE_PROVIDER) return config.IMAGE_PROVIDER;
  if (config.REPLICATE_API_TOKEN) return 'replicate';
  if (config.OPENAI_API_KEY) return 'openai';
  return 'offline';
}

/**
 * Hosts the server may fetch images from: where the configured providers deliver them,
 * plus PROXY_ALLOWED_HOSTS. Used by the image pipeline and by /api/proxy-image.
 */
export function providerImageHosts(config: Config): string[] {
  const hosts = [...config.PROXY_ALLOWED_HOSTS];
  if (config.REPLICATE_API_TOKEN) hosts.push('replicate.delivery', '*.replicate.delivery', new URL(config.REPLICATE_BASE_URL).hostname);
  if (config.OPENAI_API_KEY) hosts.push(new URL(config.OPENAI_BASE_URL).hostname);
  return hosts;
}
