// The roles above ordinary users (issue 23): an admin may do everything a moderator may, and
// refunds, plans and prices, content and roles besides. Both act only after two-factor sign-in.
import { Type } from 'typebox';
import { StringEnum } from './common.ts';

export const ROLES = ['admin', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

export const RoleSchema = StringEnum(ROLES, { description: 'admin implies moderator' });

/** The roles of an account, as its owner and admins see them. */
export const Roles = Type.Array(RoleSchema, { description: 'empty for an ordinary user' });

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Whether roles held include `needed`; admin implies moderator. */
export const hasRole = (held: readonly Role[], needed: Role): boolean => held.includes(needed) || (needed === 'moderator' && held.includes('admin'));
