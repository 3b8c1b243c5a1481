import type { Me } from '@shared/api-types';
import { accountMessages as t } from '@shared/messages.da';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_URL } from '../api/export-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Dine data': everything as one zip (GDPR access), and deleting the account for good (erasure). */
export function YourDataCard({ me, onDeleted }: { me: Me; onDeleted: () => Promise<void> | void }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{t.dataTitle}</h2>
      <p className="mt-3 text-lg text-slate-800">{t.dataText}</p>
      {/* A plain link: the browser downloads the file itself, with the session cookie. */}
      <a href={EXPORT_URL} download="mine-data.zip" className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
        <Download aria-hidden="true" className="size-5" />
        {t.download}
      </a>

      <div className="mt-6 border-t border-slate-200 pt-5">
        <h3 className="text-lg font-semibold text-slate-900">{t.deleteHeading}</h3>
        <p className="mt-2 text-base text-slate-700">{t.deleteText}</p>
        <Button variant="danger" className="mt-4" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t.deleteButton}
        </Button>
      </div>
      {deleting ? <DeleteAccountDialog hasPremium={me.isPro} onClose={() => setDeleting(false)} onDeleted={onDeleted} /> : null}
    </Card>
  );
}
