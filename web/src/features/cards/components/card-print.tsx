import type { Card } from '@shared/api-types';
import { CARD_SHEET, sheetCqw } from '@shared/card-layout';
import { cardMessages as t } from '@shared/messages.da';
import { buttonClasses, ButtonLink } from '@web/components/ui/button';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, Printer, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCardsById } from '../api/get-card';

/** Cards on one A4 sheet: one large, or cut-out cards two or three to a row. */
const PER_SHEET = [1, 4, 9] as const;
type PerSheet = (typeof PER_SHEET)[number];

const isPerSheet = (n: number): n is PerSheet => (PER_SHEET as readonly number[]).includes(n);

/** One card alone is printed large; several as cut-out cards, four to a sheet. */
const defaultPerSheet = (cards: number): PerSheet => (cards === 1 ? 1 : 4);

/**
 * A4 with 1 cm margins; each sheet is exactly the printable area (a hair less, so rounding never
 * spills onto a blank page), split into equal cells with dashed lines to cut along. Sizes inside a
 * sheet are in `cqw`, so the sheet on screen is the paper made smaller. Inline CSS is allowed for
 * styles (not scripts).
 */
const printCss = `
@page { size: A4; margin: 1cm; }
.card-sheet { container-type: inline-size; width: min(19cm, 100%); aspect-ratio: 19 / 27.6; display: grid; background: #fff; color: #000;
  print-color-adjust: exact; -webkit-print-color-adjust: exact; }
.card-cut { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: ${sheetCqw(CARD_SHEET.gap)}; min-width: 0; min-height: 0;
  padding: ${sheetCqw(CARD_SHEET.padding)}; border: 1px dashed #78716c; margin: 0 -1px -1px 0; break-inside: avoid; }
.card-cut img { width: 100%; aspect-ratio: 1; object-fit: contain; min-height: 0; }
.card-cut figcaption { text-align: center; font-weight: ${CARD_SHEET.wordWeight}; line-height: ${CARD_SHEET.lineHeight}; overflow-wrap: anywhere; }
@media print {
  html, body { background: #fff !important; }
  .card-print-controls { display: none !important; }
  .card-print-sheets { padding: 0 !important; gap: 0 !important; }
  .card-sheet { width: 19cm; box-shadow: none !important; break-after: page; }
  .card-sheet:last-child { break-after: auto; }
}
`;

/** The grid and the title's size for each choice; the title is set in the sheet's width (cqw). */
const layout: Record<PerSheet, { columns: number; title: string }> = {
  1: { columns: 1, title: sheetCqw(CARD_SHEET.wordSize[1]) },
  4: { columns: 2, title: sheetCqw(CARD_SHEET.wordSize[4]) },
  9: { columns: 3, title: sheetCqw(CARD_SHEET.wordSize[9]) },
};

function chunk<T>(items: readonly T[], size: number): T[][] {
  const sheets: T[][] = [];
  for (let i = 0; i < items.length; i += size) sheets.push(items.slice(i, i + size));
  return sheets;
}

function Sheets({ cards, perSheet }: { cards: Card[]; perSheet: PerSheet }) {
  const { columns, title } = layout[perSheet];
  const sheets = chunk(cards, perSheet);
  return (
    <div className="card-print-sheets flex flex-col items-center gap-6 px-4 pb-8">
      {sheets.map((sheet, i) => (
        <section
          key={i}
          aria-label={t.sheetOf(i + 1, sheets.length)}
          className="card-sheet shadow-lg"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {sheet.map((card) => (
            <figure key={card.id} className="card-cut">
              <img src={card.imageUrl} alt={card.description} />
              <figcaption style={{ fontSize: title }}>{card.title}</figcaption>
            </figure>
          ))}
        </section>
      ))}
    </div>
  );
}

/** 'Kort pr. ark': 1, 4 or 9; kept in the address, so a reload prints the same. */
function PerSheetChoice({ value, onChange }: { value: PerSheet; onChange: (n: PerSheet) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="mb-2 text-base font-semibold text-stone-900">{t.perSheetLegend}</legend>
      {PER_SHEET.map((n) => (
        <label
          key={n}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-indigo-600"
        >
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="size-5 accent-indigo-700"
          />
          {t.perSheet[n]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * /cards/print?kort=…&pr-ark=…: the chosen cards laid out on A4 sheets to print and cut out, without
 * the app around it. The print dialog opens from 'Udskriv' once the sheet looks right.
 */
export function CardPrint({ ids, perSheet }: { ids: readonly string[]; perSheet?: number }) {
  const queries = useCardsById(ids);
  const navigate = useNavigate();
  useDocumentTitle(t.printTitle);
  const asked = perSheet !== undefined && isPerSheet(perSheet) ? perSheet : defaultPerSheet(ids.length);
  // The choice shows at once; the address follows (a reload prints the same), and a change of the address wins.
  const [per, setPer] = useState<PerSheet>(asked);
  useEffect(() => setPer(asked), [asked]);

  if (ids.length === 0) {
    return (
      <main id="main" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t.noneChosen}</h1>
        <ButtonLink to={paths.cards.href()}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t.toGallery}
        </ButtonLink>
      </main>
    );
  }
  if (queries.some((q) => q.isPending)) return <LoadingState label={t.loading} className="min-h-dvh" />;
  if (queries.some((q) => q.isError)) {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-16">
        <ErrorState message={t.loadFailed} onRetry={() => queries.forEach((q) => q.isError && void q.refetch())} />
      </main>
    );
  }
  const cards = queries.map((q) => q.data!).filter((card) => !card.placeholder);
  const sheets = Math.ceil(cards.length / per);

  return (
    <div className="min-h-dvh bg-stone-200 print:bg-white">
      <style>{printCss}</style>
      <main id="main">
        <div className="card-print-controls mx-auto flex max-w-[19cm] flex-col gap-4 px-4 py-6">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t.printTitle}</h1>
            <p className="mt-1 text-base text-stone-700">
              {t.sheetCount(cards.length, sheets)}. {t.printHint}
            </p>
          </div>
          <PerSheetChoice
            value={per}
            onChange={(n) => {
              setPer(n);
              void navigate(paths.cardsPrint.href(ids, n), { replace: true });
            }}
          />
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => window.print()} className={buttonClasses()}>
              <Printer aria-hidden="true" className="size-5" />
              {t.print}
            </button>
            <button type="button" onClick={() => window.close()} className={buttonClasses({ variant: 'ghost' })}>
              <X aria-hidden="true" className="size-5" />
              {t.closeWindow}
            </button>
          </div>
        </div>
        <Sheets cards={cards} perSheet={per} />
      </main>
    </div>
  );
}
