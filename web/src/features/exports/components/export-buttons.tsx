import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ClientExport } from '@shared/exports/types';
import { Button } from '@/components/ui/button';
import { exportFileName, saveExportAsJson, saveExportDocumentsAsZip } from '@/lib/export-files';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/utils';

/**
 * The two downloads of a client's export: the JSON, and the documents as a ZIP. Each press
 * reads the export again (`load`), so the document links are fresh. Staff's (the client's page) and
 * the client's own (their account page) say it in their own words (`labels`).
 */
export function ExportButtons({
  load,
  clientName,
  labels,
}: {
  load: () => Promise<ClientExport>;
  clientName: string;
  labels: { json: string; zip: string };
}) {
  const { t } = useLingui();
  const [pending, setPending] = useState<'json' | 'zip' | undefined>();

  async function run(kind: 'json' | 'zip') {
    setPending(kind);
    try {
      if (kind === 'json') await saveExportAsJson(load);
      else {
        const saving = await saveExportDocumentsAsZip(exportFileName(clientName, new Date().toISOString(), 'zip'), load);
        if (saving === 'empty') toast.info(t`There are no documents to download.`);
      }
    } catch (error) {
      toast.error(t`The download could not be prepared`, { description: errorMessage(error, t`Please try again.`) });
    } finally {
      setPending(undefined);
    }
  }

  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" disabled={pending !== undefined} onClick={() => void run('json')}>
        {pending === 'json' ? <Trans>Preparing…</Trans> : labels.json}
      </Button>
      <Button variant="outline" disabled={pending !== undefined} onClick={() => void run('zip')}>
        {pending === 'zip' ? <Trans>Preparing ZIP…</Trans> : labels.zip}
      </Button>
    </div>
  );
}
