import type { SiteInfo } from '@shared/api-types';
import { FREE_CARDS, FREE_STORIES } from '@shared/constants';
import { offerMessages as o } from '@shared/messages.landing.da';
import { premiumPriceOrUnknown } from '@shared/premium-price';

/**
 * The landing page's words for what this installation offers: the Premium trial and its price when
 * payments are set up, else the free tier. Without the site's answer only the free tier is named,
 * which is true on every installation.
 */
export function landingOffer(site: SiteInfo | null) {
  const premium = site?.premium;
  if (!premium?.available) {
    return {
      badge: o.freeTier(FREE_STORIES, FREE_CARDS),
      heroNote: o.heroNoteFree(FREE_STORIES, FREE_CARDS),
      ctaTitle: o.ctaTitleFree,
      ctaText: o.ctaTextFree(FREE_STORIES, FREE_CARDS),
    };
  }
  const price = premiumPriceOrUnknown(premium.price);
  if (premium.trialDays > 0) {
    return {
      badge: o.trialBadge(premium.trialDays),
      heroNote: o.heroNoteTrial(FREE_STORIES, premium.trialDays, price),
      ctaTitle: o.ctaTitleTrial(premium.trialDays),
      ctaText: o.ctaTextTrial(FREE_STORIES, premium.trialDays, price),
    };
  }
  return {
    badge: o.freeTier(FREE_STORIES, FREE_CARDS),
    heroNote: o.heroNotePaid(FREE_STORIES, price),
    ctaTitle: o.ctaTitleFree,
    ctaText: o.ctaTextPaid(FREE_STORIES, price),
  };
}
