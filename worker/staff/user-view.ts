import { customAreasOf } from "../contract/access";
import type { StaffUser } from "../contract/staff-users";
import type { User } from "../db/schema";

/** A user as the API shows it: the password hash never leaves the Worker. */
export function toStaffUser(user: User): StaffUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    department: user.department ?? null,
    permissions: customAreasOf(user.permissions),
    email: user.email,
    fullName: user.fullName,
    emailSignature: user.emailSignature,
    isActive: user.isActive,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    mfaEnabled: user.mfaSecret !== null,
    mustChangePassword: user.mustChangePassword,
  };
}
