import { useLingui } from '@lingui/react/macro';
import { Badge, userStatusTone } from '@/components/ui/badge';

/** A user's role as read: Admin or Client (every userType but admin is a client). */
export function useRoleLabel(): (userType: string) => string {
  const { t } = useLingui();
  return (userType) => (userType === 'admin' ? t`Admin` : t`Client`);
}

/** A user's role: Admin or Client (every userType but admin is a client). */
export function RoleBadge({ userType, className }: { userType: string; className?: string }) {
  const roleLabel = useRoleLabel();
  return (
    <Badge tone={userType === 'admin' ? 'navy' : 'blue'} className={className}>
      {roleLabel(userType)}
    </Badge>
  );
}

/** A user's status: active green, inactive gray. */
export function UserStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useLingui();
  return (
    <Badge tone={userStatusTone(status)} className={className}>
      {status === 'active' ? t`Active` : status === 'inactive' ? t`Inactive` : status || t`N/A`}
    </Badge>
  );
}
