import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { hostMatcher } from '../net/safe-fetch';
import { imageProviderName, providerImageHosts } from './create-image-provider';
import { createIllustrators } from './illustrator';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'fh-cfg-')), AUTH_SECRET: 'x'.repeat(32), ...env });

describe('choosing the image provider', () => {
  it('is offline by default, Replicate when its token is set, else OpenAI when its key is set', () => {
    expect(imageProviderName(config())).toBe('offline');
    expect(createIllustrators(config()).main.name).toBe('offline');
    expect(imageProviderName(config({ OPENAI_API_KEY: 'sk' }))).toBe('openai');
    expect(imageProviderName(config({ OPENAI_API_KEY: 'sk', REPLICATE_API_TOKEN: 'r8' }))).toBe('replicate');
    expect(createIllustrators(config({ OPENAI_API_KEY: 'sk', REPLICATE_API_TOKEN: 'r8', IMAGE_PROVIDER: 'openai' })).main.name).toBe(
      'openai',
    );
    expect(createIllustrators(config({ REPLICATE_API_TOKEN: 'r8', IMAGE_PROVIDER: 'offline' })).main.name).toBe('offline');
  });

  it('refuses a chosen provider without its key, and unknown names', () => {
    expect(() => config({ IMAGE_PROVIDER: 'replicate' })).toThrow(ConfigError);
    expect(() => config({ IMAGE_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => config({ IMAGE_PROVIDER: 'midjourney' })).toThrow(ConfigError);
  });

  it('allows fetching images only from the configured providers and PROXY_ALLOWED_HOSTS', () => {
    expect(providerImageHosts(config())).toEqual([]);
    const allowed = hostMatcher(
      providerImageHosts(
        config({ REPLICATE_API_TOKEN: 'r8', OPENAI_API_KEY: 'sk', PROXY_ALLOWED_HOSTS: 'cdn.example.org, *.images.example.net' }),
      ),
    );
    for (const host of [
      'replicate.delivery',
      'pbxt.replicate.delivery',
      'api.replicate.com',
      'api.openai.com',
      'cdn.example.org',
      'a.images.example.net',
    ])
      expect(allowed(host), host).toBe(true);
    for (const host of ['example.org', 'images.example.net', 'openai.com', 'evil.test']) expect(allowed(host), host).toBe(false);
  });
});
