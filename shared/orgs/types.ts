// A firm (org): its details and dashboard counters (spec section 3).
export interface OrgSummary {
  orgId: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  /** The firm's staff (admins) must sign in with two factors to use the admin area. */
  requireStaffTwoFactor?: boolean;
  casesCount: number;
  openCasesCount: number;
  clientsCount: number;
  documentsUploadedCount: number;
  /** Documents recorded this calendar month (UTC). */
  documentsUploadedThisMonth?: number;
}
