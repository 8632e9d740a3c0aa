import { useState, type KeyboardEvent } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrg } from '@/lib/org-query';
import { useMySettings } from '../api/settings';
import { EmailForm, FirmForm, NotificationsForm, ProfileForm, SecurityForm } from '../components/settings-forms';

const TABS = ['Profile', 'Firm', 'Notifications', 'Email', 'Security'] as const;
type Tab = (typeof TABS)[number];

/** /admin/settings: five tabs (spec section 2), each saving its own part. */
export function AdminSettings() {
  useDocumentTitle('Settings');
  const { user } = useAuth();
  const settings = useMySettings();
  const org = useOrg(user?.orgId);
  const [tab, setTab] = useState<Tab>('Profile');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = TABS[(to + TABS.length) % TABS.length] as Tab;
    setTab(next);
    document.getElementById(`settings-tab-${next}`)?.focus();
  };

  const panel = () => {
    if (!settings.data) return settings.isError ? <p className="text-sm text-red-700">Your settings could not be loaded. Please reload the page.</p> : <Spinner />;
    switch (tab) {
      case 'Profile':
        return <ProfileForm profile={settings.data.profile} />;
      case 'Firm':
        if (org.data) return <FirmForm org={org.data} />;
        return org.isError ? <p className="text-sm text-red-700">Your firm's details could not be loaded. Please reload the page.</p> : <Spinner />;
      case 'Notifications':
        return <NotificationsForm notifications={settings.data.notifications} />;
      case 'Email':
        return <EmailForm email={settings.data.email} />;
      case 'Security':
        return <SecurityForm security={settings.data.security} />;
    }
  };

  return (
    <>
      <PageHeader title="Settings" />
      <div role="tablist" aria-label="Settings" className="mb-4 flex flex-wrap gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`settings-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls="settings-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={
              tab === name
                ? '-mb-px cursor-pointer border-b-2 border-brand-800 px-4 py-2 text-sm font-medium text-brand-900'
                : '-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2 text-sm text-slate-600 hover:text-slate-900'
            }
          >
            {name}
          </button>
        ))}
      </div>
      <Card>
        <CardContent className="pt-6">
          <div id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${tab}`} key={tab}>
            {panel()}
          </div>
        </CardContent>
      </Card>
    </>
  );
}
