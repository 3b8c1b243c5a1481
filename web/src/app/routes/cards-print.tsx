import { CardPrint } from '@web/features/cards/components/card-print';
import { paths } from '@web/lib/paths';
import { useSearchParams } from 'react-router';

export { requireUser as loader } from '../guards';

/** The print sheet of chosen cards, in a window of its own without the app around it. */
export function Component() {
  const [query] = useSearchParams();
  const { ids, perSheet } = paths.cardsPrint.read(query);
  return <CardPrint ids={ids} perSheet={perSheet} />;
}
