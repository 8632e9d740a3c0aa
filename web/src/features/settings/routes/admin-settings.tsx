import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrg } from '@/lib/org-query';
import { useMySettings } from '../api/settings';
import { PrivacyNoticeForm } from '../components/privacy-notice-form';
import { RequestTemplates } from '../components/request-templates';
import { StageSetsSettings } from '../components/stage-sets';
import { EmailForm, FirmForm, NotificationsForm, ProfileForm, SecurityForm } from '../components/settings-forms';

const TABS = ['profile', 'firm', 'notifications', 'email', 'security', 'templates', 'stages'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, MessageDescriptor> = {
  profile: msg`Profile`,
  firm: msg`Firm`,
  notifications: msg`Notifications`,
  email: msg`Email`,
  security: msg`Security`,
  templates: msg`Templates`,
  stages: msg`Stages`,
};

/**
 * /admin/settings: the spec's five tabs (section 2), each saving its own part, and a sixth,
 * Templates: the firm's document request templates (and what the page composing it adds below them:
 * the questionnaire templates), and a seventh, Stages: the stages
 * each case category follows.
 */
export function AdminSettings({ moreTemplates }: { moreTemplates?: ReactNode } = {}) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Settings`);
  const { user } = useAuth();
  const settings = useMySettings();
  const org = useOrg(user?.orgId);
  const [tab, setTab] = useState<Tab>('profile');

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
    // The templates need neither the user's settings nor the org.
    if (tab === 'templates') {
      if (!moreTemplates) return <RequestTemplates />;
      return (
        <div className="space-y-10">
          <RequestTemplates />
          <div className="border-t border-slate-200 pt-8">
            {moreTemplates}
          </div>
        </div>
      );
    }
    if (tab === 'stages') return <StageSetsSettings />;
    if (!settings.data) return settings.isError ? <p className="text-sm text-red-700">{t`Your settings could not be loaded. Please reload the page.`}</p> : <Spinner />;
    switch (tab) {
      case 'profile':
        return <ProfileForm profile={settings.data.profile} />;
      case 'firm':
        if (org.data) {
          return (
            <div className="space-y-10">
              <FirmForm org={org.data} />
              {/* The firm's privacy notice: its own form and save. */}
              <div className="border-t border-slate-200 pt-8">
                <PrivacyNoticeForm org={org.data} />
              </div>
            </div>
          );
        }
        return org.isError ? <p className="text-sm text-red-700">{t`Your firm's details could not be loaded. Please reload the page.`}</p> : <Spinner />;
      case 'notifications':
        return <NotificationsForm notifications={settings.data.notifications} />;
      case 'email':
        return <EmailForm email={settings.data.email} />;
      case 'security':
        return <SecurityForm security={settings.data.security} />;
      default:
        return null;
    }
  };

  return (
    <>
      <PageHeader title={t`Settings`} />
      <div role="tablist" aria-label={t`Settings`} className="mb-4 flex flex-wrap gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
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
            {i18n._(TAB_LABELS[name])}
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
