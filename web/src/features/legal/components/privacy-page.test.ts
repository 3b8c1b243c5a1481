import type { SiteInfo, SiteServices } from '@shared/api-types';
import { storyMessages } from '@shared/messages.da';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy-page';

const site = (services: Partial<SiteServices>): SiteInfo => ({
  premium: { available: false, trialDays: 0, price: null },
  contactEmail: null,
  services: {
    database: 'sqlite',
    files: 'local',
    text: 'offline',
    images: [],
    speech: 'offline',
    mail: 'outbox',
    payments: null,
    ...services,
  },
});
/** The page's text, quotes and all, as a reader sees it. */
const textOf = (info: SiteInfo) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PrivacyPage, { site: info })))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe('/privatliv, what each configured AI service gets', () => {
  it.each(['openai', 'compatible'] as const)('says for the %s text service: never the name, the traits only when ticked', (text) => {
    const page = textOf(site({ text }));
    expect(page).toContain('Barnets navn sendes aldrig');
    expect(page).toContain(
      `Avatarens egenskaber (f.eks. «glad for tog» eller «har ADHD») sendes kun, når du har sat flueben ved «${storyMessages.shareTraitsLabel}»`,
    );
  });

  it('says the image services get neither the name nor the traits, and that offline nothing is sent', () => {
    expect(textOf(site({ images: ['openai', 'replicate'] }))).toContain('Barnets navn og avatarens egenskaber sendes ikke.');
    expect(textOf(site({}))).toContain('Tekst: historierne skrives på serveren selv. Intet sendes til en AI-tjeneste.');
  });

  it("says the family's own photos and recordings are kept with the story, exported, deleted with it, and never sent to an AI service", () => {
    for (const info of [site({}), site({ text: 'openai', images: ['openai'], speech: 'google', files: 's3' })]) {
      const page = textOf(info);
      expect(page).toContain('Egne fotos og indtalinger: sendes aldrig til en AI-tjeneste.');
      expect(page).toContain(
        'De ligger i samme lager som historiens billeder, slettes med historien eller kontoen og kommer med, når du henter dine data.',
      );
    }
  });
});
