import { da } from '@shared/messages.da';
import { ButtonLink } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Construction } from 'lucide-react';
import { paths } from '@web/lib/paths';

/** Stands in for a page that a later part of the product fills in. */
export function PlaceholderPage({ title, text = da.placeholder.comingSoon }: { title: string; text?: string }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
        <Construction aria-hidden="true" className="size-8 text-amber-600" />
        <p className="text-lg text-slate-700">{text}</p>
        <ButtonLink to={paths.dashboard.href()} variant="secondary">
          {da.placeholder.toDashboard}
        </ButtonLink>
      </div>
    </>
  );
}
