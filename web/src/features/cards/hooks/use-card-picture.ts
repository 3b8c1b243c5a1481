import type { Card } from '@shared/api-types';
import { CARD_IMAGE_RETRIES } from '@shared/constants';
import { cardMessages } from '@shared/messages.da';
import { notify } from '@web/lib/notify';
import { useCallback, useRef, useState } from 'react';
import { refreshCardUrl } from '../api/refresh-card-url';

interface PictureState {
  imageUrl: string;
  thumbUrl: string;
  placeholder: boolean;
  /** Goes up with every repair: a new <img> per try, so the browser really asks again (a fresh URL may equal the old one). */
  attempt: number;
}

/**
 * The card image repair: when the picture fails to load (a signed URL ran out, a file went
 * missing), ask the server for fresh URLs, at most 3 times; after that, or when the server
 * says so, show the placeholder ('Kunne ikke indlæse billedet' once for the gallery; 'Kunne ikke
 * få billed-URL' when the server could not be asked).
 */
export function useCardPicture(card: Card) {
  const [state, setState] = useState<PictureState>(() => ({
    imageUrl: card.imageUrl,
    thumbUrl: card.thumbUrl,
    placeholder: card.placeholder,
    attempt: 0,
  }));
  const tries = useRef(0);
  const repairing = useRef(false);

  const onError = useCallback(async () => {
    if (repairing.current) return;
    if (tries.current >= CARD_IMAGE_RETRIES) {
      setState((s) => ({ ...s, placeholder: true }));
      notify.error(cardMessages.imageLoadFailed, 'card-picture-load');
      return;
    }
    tries.current += 1;
    repairing.current = true;
    try {
      const answer = await refreshCardUrl(card.id);
      setState((s) =>
        answer.placeholder
          ? { ...s, placeholder: true }
          : { imageUrl: answer.imageUrl, thumbUrl: answer.thumbUrl, placeholder: false, attempt: s.attempt + 1 },
      );
    } catch {
      setState((s) => ({ ...s, placeholder: true }));
      notify.error(cardMessages.imageUrlFailed, 'card-picture-url');
    } finally {
      repairing.current = false;
    }
  }, [card.id]);

  return { ...state, onError };
}
