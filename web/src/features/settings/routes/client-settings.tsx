import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /client/settings: notification preferences shown as in the spec; nothing is saved yet. */
export function ClientSettings() {
  useDocumentTitle('Settings');
  return (
    <>
      <PageHeader title="Settings" />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
          <CardDescription>Choose how your law firm keeps you informed.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <label className="flex items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" defaultChecked className="h-4 w-4 rounded border-slate-300 accent-brand-800" />
            Email Notifications
          </label>
          <label className="flex items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-brand-800" />
            SMS Alerts
          </label>
        </CardContent>
      </Card>
    </>
  );
}
