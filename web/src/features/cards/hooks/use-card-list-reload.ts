import { CARD_LIST_RELOAD_MS } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { cardsKey } from '../api/get-cards';

/**
 * The refresh signal of the card list: the list reloads 500 ms after it, and several signals
 * close together give one reload. Returns the function that sends the signal.
 */
export function useCardListReload() {
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: cardsKey }), CARD_LIST_RELOAD_MS);
  }, [queryClient]);
}
