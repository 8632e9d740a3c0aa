/** Who a user is (spec sections 1 and 9). */
export const USER_TYPES = ['admin', 'client'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Every value of userType other than `admin` is treated as client (spec section 1). */
export function toUserType(value: unknown): UserType {
  return value === 'admin' ? 'admin' : 'client';
}

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
