// The operator area's calls (shared/contract/admin.ts, admin-billing.ts) and the two-factor enrolment (shared/contract/auth.ts).
import type {
  blockUser as BlockUser,
  getAdminDashboard as GetAdminDashboard,
  listAdminEstates as ListAdminEstates,
  listAdminReports as ListAdminReports,
  listAdminUsers as ListAdminUsers,
  listAudit as ListAudit,
  moderateEstate as ModerateEstate,
  setUserRoles as SetUserRoles,
  unblockUser as UnblockUser,
  unverifyUser as UnverifyUser,
  verifyUser as VerifyUser,
} from '../../../shared/contract/admin.ts';
import type {
  createAdminArticle as CreateAdminArticle,
  deleteAdminArticle as DeleteAdminArticle,
  getAdminArticle as GetAdminArticle,
  getAdminCountryGuide as GetAdminCountryGuide,
  updateAdminCountryGuide as UpdateAdminCountryGuide,
  listAdminArticles as ListAdminArticles,
  previewAdminContent as PreviewAdminContent,
  updateAdminArticle as UpdateAdminArticle,
} from '../../../shared/contract/admin-content.ts';
import type {
  listAdminOrders as ListAdminOrders,
  listAdminPlans as ListAdminPlans,
  listAdminRates as ListAdminRates,
  overrideRate as OverrideRate,
  refundOrder as RefundOrder,
  updatePlan as UpdatePlan,
} from '../../../shared/contract/admin-billing.ts';
import type { setupMfa as SetupMfa, verifyMfa as VerifyMfa } from '../../../shared/contract/auth.ts';
import { endpointCall } from '../../lib/api.ts';

export const listAdminReports = endpointCall<typeof ListAdminReports>('GET', '/api/admin/reports');
export const listAdminEstates = endpointCall<typeof ListAdminEstates>('GET', '/api/admin/estates');
export const moderateEstate = endpointCall<typeof ModerateEstate>('POST', '/api/admin/estates/{aliasId}/moderation');
export const listAdminUsers = endpointCall<typeof ListAdminUsers>('GET', '/api/admin/users');
export const blockUser = endpointCall<typeof BlockUser>('POST', '/api/admin/users/{id}/block');
export const unblockUser = endpointCall<typeof UnblockUser>('POST', '/api/admin/users/{id}/unblock');
export const verifyUser = endpointCall<typeof VerifyUser>('POST', '/api/admin/users/{id}/verify');
export const unverifyUser = endpointCall<typeof UnverifyUser>('POST', '/api/admin/users/{id}/unverify');
export const setUserRoles = endpointCall<typeof SetUserRoles>('PUT', '/api/admin/users/{id}/roles');
export const listAudit = endpointCall<typeof ListAudit>('GET', '/api/admin/audit');
export const listAdminOrders = endpointCall<typeof ListAdminOrders>('GET', '/api/admin/orders');
export const refundOrder = endpointCall<typeof RefundOrder>('POST', '/api/admin/orders/{id}/refund');
export const listAdminPlans = endpointCall<typeof ListAdminPlans>('GET', '/api/admin/plans');
export const updatePlan = endpointCall<typeof UpdatePlan>('PATCH', '/api/admin/plans/{planId}');
export const listAdminRates = endpointCall<typeof ListAdminRates>('GET', '/api/admin/rates');
export const overrideRate = endpointCall<typeof OverrideRate>('POST', '/api/admin/rates/override');
export const setupMfa = endpointCall<typeof SetupMfa>('POST', '/api/auth/mfa/setup');
export const verifyMfa = endpointCall<typeof VerifyMfa>('POST', '/api/auth/mfa/verify');

export const listAdminArticles = endpointCall<typeof ListAdminArticles>('GET', '/api/admin/articles');
export const getAdminArticle = endpointCall<typeof GetAdminArticle>('GET', '/api/admin/articles/{id}');
export const createAdminArticle = endpointCall<typeof CreateAdminArticle>('POST', '/api/admin/articles');
export const updateAdminArticle = endpointCall<typeof UpdateAdminArticle>('PATCH', '/api/admin/articles/{id}');
export const deleteAdminArticle = endpointCall<typeof DeleteAdminArticle>('DELETE', '/api/admin/articles/{id}');
export const getAdminDashboard = endpointCall<typeof GetAdminDashboard>('GET', '/api/admin/dashboard');
export const previewAdminContent = endpointCall<typeof PreviewAdminContent>('POST', '/api/admin/content/preview');
export const getAdminCountryGuide = endpointCall<typeof GetAdminCountryGuide>('GET', '/api/admin/countries/{code}');
export const updateAdminCountryGuide = endpointCall<typeof UpdateAdminCountryGuide>('PATCH', '/api/admin/countries/{code}');

export type ContentPage = Awaited<ReturnType<typeof listAdminArticles>>;
export type ReportPage = Awaited<ReturnType<typeof listAdminReports>>;
export type EstatePage = Awaited<ReturnType<typeof listAdminEstates>>;
export type UserPage = Awaited<ReturnType<typeof listAdminUsers>>;
export type AuditPage = Awaited<ReturnType<typeof listAudit>>;
export type MfaSetupAnswer = Awaited<ReturnType<typeof setupMfa>>;
export type OrderPage = Awaited<ReturnType<typeof listAdminOrders>>;
export type AdminPlans = Awaited<ReturnType<typeof listAdminPlans>>;
export type AdminRates = Awaited<ReturnType<typeof listAdminRates>>;
