import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { AdminSettings } from '@/features/settings/routes/admin-settings';
import { loadCatalog } from '@/lib/i18n';

// The questionnaire templates: a chunk of the questionnaires feature, with its catalogue, loaded when the Templates tab shows them.
const QuestionnaireTemplates = lazy(async () => {
  const [{ QuestionnaireTemplates: Component }] = await Promise.all([import('@/features/questionnaires/components/questionnaire-templates'), loadCatalog('questionnaires')]);
  return { default: Component };
});

/** /admin/settings: the settings feature's tabs, the questionnaire templates below the document request templates. */
export function AdminSettingsPage() {
  return (
    <AdminSettings
      moreTemplates={
        <Suspense fallback={<Spinner />}>
          <QuestionnaireTemplates />
        </Suspense>
      }
    />
  );
}
