import { Badge, userStatusTone } from '@/components/ui/badge';

/** A user's role: Admin or Client (every userType but admin is a client). */
export function RoleBadge({ userType, className }: { userType: string; className?: string }) {
  const admin = userType === 'admin';
  return (
    <Badge tone={admin ? 'navy' : 'blue'} className={className}>
      {admin ? 'Admin' : 'Client'}
    </Badge>
  );
}

/** A user's status: active green, inactive gray. */
export function UserStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={userStatusTone(status)} className={className}>
      {status === 'active' ? 'Active' : status === 'inactive' ? 'Inactive' : status || 'N/A'}
    </Badge>
  );
}
