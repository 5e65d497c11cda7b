// Who may call each route of the API: decision D1's table written out by hand, route by route, as the
// second source the permission matrix test holds the routers to (D20, last bullet). It deliberately
// does not read domain's capability table (`can`): a route guarded by the wrong capability, or a
// capability given to the wrong role, then disagrees with this file. Every new route gets its row.
import { type QuoteKind, type Role, roles } from '@ppp/domain';

/** A partner's key scope (D9, D16); a key with `*` holds both. */
export type PartnerScope = 'quotes:create' | 'assessments:create';

/** How a route is reached, and by whom. */
export type Who =
  /** Anybody, without a session (sign-in, health, the public API's document). */
  | { open: true }
  /** A client holding a quote's share link (D17). */
  | { shareToken: true }
  /** A partner's key holding the scope (D9, D16). */
  | { apiKey: PartnerScope }
  /**
   * A signed-in, approved, active user of one of `roles`. `own`: the route addresses (or lists) quotes of
   * a kind, so everybody outside `seeAll` reaches only the quotes they created. `approve`: approving,
   * rejecting and deleting also need one of these roles.
   */
  | { roles: readonly Role[]; own?: { kind: QuoteKind; seeAll: readonly Role[] }; approve?: readonly Role[] };

export interface PermissionRow {
  /** The method and the path as the routers spell it. */
  route: string;
  who: Who;
}

const open: Who = { open: true };
const shareLink: Who = { shareToken: true };
const partner = (scope: PartnerScope): Who => ({ apiKey: scope });

// D1's columns, in the groups its rows name.
const everyApproved: Who = { roles };
const adminOnly: Who = { roles: ['admin'] };
const transportAdmins: Who = { roles: ['admin', 'transport_manager'] };
const electricalAdmins: Who = { roles: ['admin', 'electrical_manager'] };
const generalAdmins: Who = { roles: ['admin', 'general_manager'] };

/** D1, second row: who lists, views and edits every quote of a kind. */
const seeAll: Record<QuoteKind, readonly Role[]> = {
  equipment: ['admin', 'employee'],
  transport: ['admin', 'employee', 'transport_manager'],
  electrical: ['admin', 'employee', 'electrical_manager'],
  general: ['admin', 'employee', 'general_manager'],
};
/** D1, third row: who approves, rejects, reopens and deletes quotes of a kind. */
const approvers: Record<QuoteKind, readonly Role[]> = {
  equipment: ['admin'],
  transport: ['admin', 'transport_manager'],
  electrical: ['admin', 'electrical_manager'],
  general: ['admin', 'general_manager'],
};
/** D1's rule for every kind: everybody may create; a quote of the kind is open to its staff and its creator. */
const createQuote = everyApproved;
const ownQuote = (kind: QuoteKind): Who => ({ roles, own: { kind, seeAll: seeAll[kind] } });
const decideOnQuote = (kind: QuoteKind): Who => ({
  roles,
  own: { kind, seeAll: seeAll[kind] },
  approve: approvers[kind],
});

export const permissionTable: readonly PermissionRow[] = [
  // Open: health, sign-in and logout at both addresses (D2).
  { route: 'GET /api/health', who: open },
  { route: 'GET /api/login', who: open },
  { route: 'GET /api/callback', who: open },
  { route: 'GET /api/logout', who: open },
  { route: 'GET /api/auth/logout', who: open },

  // The signed-in user's own account (D2): a pending user gets 403 with the user, for the waiting screen.
  { route: 'GET /api/auth/user', who: everyApproved },
  { route: 'PATCH /api/auth/user', who: everyApproved },

  // /admin users (D1: admin only).
  { route: 'GET /api/users', who: adminOnly },
  { route: 'GET /api/users/pending', who: adminOnly },
  { route: 'PUT /api/users/:id/role', who: adminOnly },
  { route: 'PUT /api/users/:id/toggle-active', who: adminOnly },
  { route: 'POST /api/users/:id/approve', who: adminOnly },
  { route: 'DELETE /api/users/:id/reject', who: adminOnly },
  { route: 'DELETE /api/users/:id', who: adminOnly },

  // The main catalogue /equipment is for everybody (D1); the quote forms read its tiers, schemas and extras.
  { route: 'GET /api/equipment', who: everyApproved },
  { route: 'GET /api/equipment/inactive', who: everyApproved },
  { route: 'GET /api/equipment-categories', who: everyApproved },
  { route: 'GET /api/pricing-schemas', who: everyApproved },
  { route: 'GET /api/equipment/:id/additional', who: everyApproved },
  { route: 'GET /api/equipment/:id/service-costs', who: everyApproved },
  { route: 'GET /api/equipment/:id/service-items', who: everyApproved },

  // Pricing settings: read by every quote form, changed in /admin (D1: admin only).
  { route: 'GET /api/settings/pricing', who: everyApproved },
  // D21: free units per catalogue item and day, for every kind's catalogue.
  { route: 'GET /api/availability', who: everyApproved },
  // D21: the quotes holding one item, the bars of its availability page (quote and client only where D1 lets the viewer open it).
  { route: 'GET /api/availability/holdings', who: everyApproved },
  { route: 'PUT /api/settings/pricing', who: adminOnly },
  // 'Dane firmy' (D23): every approved user reads it, the admin changes it; the logo is open (the client's page loads it).
  { route: 'GET /api/settings/company', who: everyApproved },
  { route: 'PUT /api/settings/company', who: adminOnly },
  { route: 'PUT /api/settings/company/logo', who: adminOnly },
  { route: 'DELETE /api/settings/company/logo', who: adminOnly },
  { route: 'GET /api/settings/company/logo', who: open },

  // Clients are a shared address book: every approved user lists, creates and updates them (D1).
  { route: 'GET /api/clients', who: everyApproved },
  // D26: a list's exports follow the list.
  { route: 'GET /api/clients/export.csv', who: everyApproved },
  { route: 'GET /api/clients/export.xlsx', who: everyApproved },
  { route: 'GET /api/clients/suggestions', who: everyApproved },
  { route: 'GET /api/clients/:id', who: everyApproved },
  { route: 'POST /api/clients', who: everyApproved },
  { route: 'PUT /api/clients/:id', who: everyApproved },
  // A client's personal data (D25): the export and the erasure are the admin's.
  { route: 'GET /api/clients/:id/export', who: adminOnly },
  { route: 'POST /api/clients/:id/erase', who: adminOnly },

  // Equipment quotes (D1's quote rows; the per-item calls of D5 follow the quote they belong to).
  { route: 'GET /api/quotes', who: ownQuote('equipment') },
  { route: 'GET /api/quotes/export.csv', who: ownQuote('equipment') },
  { route: 'GET /api/quotes/export.xlsx', who: ownQuote('equipment') },
  { route: 'POST /api/quotes/preview', who: createQuote },
  { route: 'POST /api/quotes', who: createQuote },
  { route: 'GET /api/quotes/:id', who: ownQuote('equipment') },
  { route: 'GET /api/quotes/:id/print', who: ownQuote('equipment') },
  { route: 'PUT /api/quotes/:id', who: ownQuote('equipment') },
  { route: 'PATCH /api/quotes/:id/status', who: decideOnQuote('equipment') },
  { route: 'DELETE /api/quotes/:id', who: decideOnQuote('equipment') },
  { route: 'POST /api/quote-items', who: ownQuote('equipment') },
  { route: 'DELETE /api/quote-items/:id', who: ownQuote('equipment') },

  // /admin main catalogue, categories, tiers, schemas, service costs and extras (D1: admin only).
  { route: 'POST /api/equipment', who: adminOnly },
  { route: 'PUT /api/equipment/:id', who: adminOnly },
  { route: 'DELETE /api/equipment/:id', who: adminOnly },
  { route: 'DELETE /api/equipment/:id/permanent', who: adminOnly },
  { route: 'PATCH /api/equipment/:id/quantity', who: adminOnly },
  { route: 'POST /api/equipment/:id/copy', who: adminOnly },
  { route: 'POST /api/admin/sync-all-equipment', who: adminOnly },
  { route: 'POST /api/equipment-categories', who: adminOnly },
  { route: 'PATCH /api/equipment-categories/:id', who: adminOnly },
  { route: 'DELETE /api/equipment-categories/:id', who: adminOnly },
  { route: 'POST /api/equipment-pricing', who: adminOnly },
  { route: 'PATCH /api/equipment-pricing/:id', who: adminOnly },
  { route: 'DELETE /api/equipment-pricing/:id', who: adminOnly },
  { route: 'POST /api/pricing-schemas', who: adminOnly },
  { route: 'PATCH /api/pricing-schemas/:id', who: adminOnly },
  { route: 'DELETE /api/pricing-schemas/:id', who: adminOnly },
  { route: 'POST /api/equipment-additional', who: adminOnly },
  { route: 'PATCH /api/equipment-additional/:id', who: adminOnly },
  { route: 'DELETE /api/equipment-additional/:id', who: adminOnly },
  { route: 'POST /api/equipment/:id/service-costs', who: adminOnly },
  { route: 'POST /api/equipment/:id/service-items', who: adminOnly },
  { route: 'PATCH /api/equipment-service-items/:id', who: adminOnly },
  { route: 'DELETE /api/equipment-service-items/:id', who: adminOnly },

  // Needs assessments (D1: everybody runs one and views the saved ones; only the admin deletes them
  // and edits the questions of /admin/needs-assessment).
  { route: 'GET /api/needs-assessment/questions', who: everyApproved },
  { route: 'POST /api/needs-assessment/questions', who: adminOnly },
  { route: 'PATCH /api/needs-assessment/questions/:id', who: adminOnly },
  { route: 'DELETE /api/needs-assessment/questions/:id', who: adminOnly },
  { route: 'POST /api/needs-assessment/categories', who: adminOnly },
  { route: 'DELETE /api/needs-assessment/categories/:name', who: adminOnly },
  { route: 'GET /api/needs-assessment/responses', who: everyApproved },
  { route: 'GET /api/needs-assessment/responses/export.csv', who: everyApproved },
  { route: 'GET /api/needs-assessment/responses/export.xlsx', who: everyApproved },
  { route: 'POST /api/needs-assessment/responses', who: everyApproved },
  { route: 'GET /api/needs-assessment/responses/:id', who: everyApproved },
  { route: 'GET /api/needs-assessment/responses/:id/print', who: everyApproved },
  { route: 'DELETE /api/needs-assessment/responses/:id', who: adminOnly },

  // Vehicles: every transport form lists them; /admin/transport edits them (D1: admin, transport manager).
  { route: 'GET /api/transport-vehicles', who: everyApproved },
  { route: 'POST /api/transport-vehicles', who: transportAdmins },
  { route: 'PUT /api/transport-vehicles/:id', who: transportAdmins },
  { route: 'DELETE /api/transport-vehicles/:id', who: transportAdmins },
  // D21: the depot every transport form starts from, set in /admin/transport.
  { route: 'GET /api/transport-settings', who: everyApproved },
  { route: 'PUT /api/transport-settings', who: transportAdmins },

  // Transport quotes (D1's quote rows, D13).
  { route: 'GET /api/transport-quotes', who: ownQuote('transport') },
  { route: 'GET /api/transport-quotes/export.csv', who: ownQuote('transport') },
  { route: 'GET /api/transport-quotes/export.xlsx', who: ownQuote('transport') },
  { route: 'POST /api/transport-quotes', who: createQuote },
  { route: 'GET /api/transport-quotes/:id', who: ownQuote('transport') },
  { route: 'GET /api/transport-quotes/:id/print', who: ownQuote('transport') },
  { route: 'PUT /api/transport-quotes/:id', who: ownQuote('transport') },
  { route: 'PATCH /api/transport-quotes/:id/status', who: decideOnQuote('transport') },
  { route: 'DELETE /api/transport-quotes/:id', who: decideOnQuote('transport') },

  // The electrical catalogue: everybody browses it inside the quote form; /admin/electrical edits it
  // (D1: admin, electrical manager).
  { route: 'GET /api/electrical-equipment-categories', who: everyApproved },
  { route: 'POST /api/electrical-equipment-categories', who: electricalAdmins },
  { route: 'PUT /api/electrical-equipment-categories/:id', who: electricalAdmins },
  { route: 'DELETE /api/electrical-equipment-categories/:id', who: electricalAdmins },
  { route: 'GET /api/electrical-equipment', who: everyApproved },
  { route: 'GET /api/electrical-equipment/:id', who: everyApproved },
  { route: 'POST /api/electrical-equipment', who: electricalAdmins },
  { route: 'PUT /api/electrical-equipment/:id', who: electricalAdmins },
  { route: 'DELETE /api/electrical-equipment/:id', who: electricalAdmins },
  { route: 'PUT /api/electrical-equipment/:id/pricing', who: electricalAdmins },
  { route: 'PUT /api/electrical-equipment/:id/additional', who: electricalAdmins },

  // Electrical quotes (D1's quote rows, D14).
  { route: 'GET /api/electrical-quotes', who: ownQuote('electrical') },
  { route: 'GET /api/electrical-quotes/export.csv', who: ownQuote('electrical') },
  { route: 'GET /api/electrical-quotes/export.xlsx', who: ownQuote('electrical') },
  { route: 'POST /api/electrical-quotes', who: createQuote },
  { route: 'GET /api/electrical-quotes/:id', who: ownQuote('electrical') },
  { route: 'GET /api/electrical-quotes/:id/print', who: ownQuote('electrical') },
  { route: 'PUT /api/electrical-quotes/:id', who: ownQuote('electrical') },
  { route: 'PATCH /api/electrical-quotes/:id/status', who: decideOnQuote('electrical') },
  { route: 'DELETE /api/electrical-quotes/:id', who: decideOnQuote('electrical') },

  // The general-rental catalogue: everybody browses it inside the quote form; /admin/general edits it
  // (D1: admin, general manager).
  { route: 'GET /api/general-equipment-categories', who: everyApproved },
  { route: 'POST /api/general-equipment-categories', who: generalAdmins },
  { route: 'PUT /api/general-equipment-categories/:id', who: generalAdmins },
  { route: 'DELETE /api/general-equipment-categories/:id', who: generalAdmins },
  { route: 'GET /api/general-equipment', who: everyApproved },
  { route: 'GET /api/general-equipment/:id', who: everyApproved },
  { route: 'POST /api/general-equipment', who: generalAdmins },
  { route: 'PUT /api/general-equipment/:id', who: generalAdmins },
  { route: 'DELETE /api/general-equipment/:id', who: generalAdmins },
  { route: 'PUT /api/general-equipment/:id/pricing', who: generalAdmins },
  { route: 'PUT /api/general-equipment/:id/additional', who: generalAdmins },

  // General-rental quotes (D1's quote rows, D14).
  { route: 'GET /api/general-quotes', who: ownQuote('general') },
  { route: 'GET /api/general-quotes/export.csv', who: ownQuote('general') },
  { route: 'GET /api/general-quotes/export.xlsx', who: ownQuote('general') },
  { route: 'POST /api/general-quotes', who: createQuote },
  { route: 'GET /api/general-quotes/:id', who: ownQuote('general') },
  { route: 'GET /api/general-quotes/:id/print', who: ownQuote('general') },
  { route: 'PUT /api/general-quotes/:id', who: ownQuote('general') },
  { route: 'PATCH /api/general-quotes/:id/status', who: decideOnQuote('general') },
  { route: 'DELETE /api/general-quotes/:id', who: decideOnQuote('general') },

  // /admin/api-keys (D1: admin only; D16).
  { route: 'GET /api/admin/api-keys', who: adminOnly },
  { route: 'POST /api/admin/api-keys', who: adminOnly },
  { route: 'PATCH /api/admin/api-keys/:id', who: adminOnly },
  { route: 'DELETE /api/admin/api-keys/:id', who: adminOnly },

  // /admin/outbox (D22: admin only): the mails, their content, sending again.
  { route: 'GET /api/admin/outbox', who: adminOnly },
  { route: 'GET /api/admin/outbox/:id', who: adminOnly },
  { route: 'POST /api/admin/outbox/:id/resend', who: adminOnly },
  // /admin/api-keys' webhooks (D24: admin only): endpoints, their delivery logs, sending again.
  { route: 'GET /api/admin/webhooks', who: adminOnly },
  { route: 'POST /api/admin/webhooks', who: adminOnly },
  { route: 'PATCH /api/admin/webhooks/:id', who: adminOnly },
  { route: 'DELETE /api/admin/webhooks/:id', who: adminOnly },
  { route: 'GET /api/admin/webhooks/:id/deliveries', who: adminOnly },
  { route: 'POST /api/admin/webhooks/deliveries/:id/resend', who: adminOnly },
  // /admin/audit (D25: admin only): the audit log, read with filters.
  { route: 'GET /api/admin/audit', who: adminOnly },

  // Notifications (D22): every approved user reads and marks only their own, and sets their own choices.
  { route: 'GET /api/notifications', who: everyApproved },
  { route: 'POST /api/notifications/read', who: everyApproved },
  { route: 'GET /api/settings/notifications', who: everyApproved },
  { route: 'PUT /api/settings/notifications', who: everyApproved },

  // Sharing, PDF and duplicating (D17) and sending to the client (D22): whoever may open the quote, for every kind.
  { route: 'POST /api/quotes/:id/share', who: ownQuote('equipment') },
  { route: 'DELETE /api/quotes/:id/share', who: ownQuote('equipment') },
  { route: 'GET /api/quotes/:id/pdf', who: ownQuote('equipment') },
  { route: 'POST /api/quotes/:id/duplicate', who: ownQuote('equipment') },
  { route: 'POST /api/quotes/:id/send', who: ownQuote('equipment') },
  { route: 'POST /api/transport-quotes/:id/share', who: ownQuote('transport') },
  { route: 'DELETE /api/transport-quotes/:id/share', who: ownQuote('transport') },
  { route: 'GET /api/transport-quotes/:id/pdf', who: ownQuote('transport') },
  { route: 'POST /api/transport-quotes/:id/duplicate', who: ownQuote('transport') },
  { route: 'POST /api/transport-quotes/:id/send', who: ownQuote('transport') },
  { route: 'POST /api/electrical-quotes/:id/share', who: ownQuote('electrical') },
  { route: 'DELETE /api/electrical-quotes/:id/share', who: ownQuote('electrical') },
  { route: 'GET /api/electrical-quotes/:id/pdf', who: ownQuote('electrical') },
  { route: 'POST /api/electrical-quotes/:id/duplicate', who: ownQuote('electrical') },
  { route: 'POST /api/electrical-quotes/:id/send', who: ownQuote('electrical') },
  { route: 'POST /api/general-quotes/:id/share', who: ownQuote('general') },
  { route: 'DELETE /api/general-quotes/:id/share', who: ownQuote('general') },
  { route: 'GET /api/general-quotes/:id/pdf', who: ownQuote('general') },
  { route: 'POST /api/general-quotes/:id/duplicate', who: ownQuote('general') },
  { route: 'POST /api/general-quotes/:id/send', who: ownQuote('general') },

  // Versions (D23): as the quote's detail, whoever may open the quote, for every kind.
  { route: 'GET /api/quotes/:id/versions', who: ownQuote('equipment') },
  { route: 'GET /api/quotes/:id/versions/:version', who: ownQuote('equipment') },
  { route: 'GET /api/transport-quotes/:id/versions', who: ownQuote('transport') },
  { route: 'GET /api/transport-quotes/:id/versions/:version', who: ownQuote('transport') },
  { route: 'GET /api/electrical-quotes/:id/versions', who: ownQuote('electrical') },
  { route: 'GET /api/electrical-quotes/:id/versions/:version', who: ownQuote('electrical') },
  { route: 'GET /api/general-quotes/:id/versions', who: ownQuote('general') },
  { route: 'GET /api/general-quotes/:id/versions/:version', who: ownQuote('general') },

  // Reports (D26): every approved user; each report covers what the user's lists show.
  { route: 'GET /api/reports/summary', who: everyApproved },

  // The public API (D9, D16), version 1 (D24; the unversioned paths are its aliases): its document is
  // open; `quotes:create` for equipment, preview and quotes, `assessments:create` for questions and
  // assessments.
  { route: 'GET /api/public/v1/docs', who: open },
  { route: 'GET /api/public/v1/equipment', who: partner('quotes:create') },
  { route: 'POST /api/public/v1/quotes/preview', who: partner('quotes:create') },
  { route: 'POST /api/public/v1/quotes', who: partner('quotes:create') },
  { route: 'GET /api/public/v1/needs-assessment/questions', who: partner('assessments:create') },
  { route: 'POST /api/public/v1/needs-assessment', who: partner('assessments:create') },

  // The client's page of a shared quote (D17): the link is the only key.
  { route: 'GET /oferta/:token', who: shareLink },
  { route: 'GET /oferta/:token/pdf', who: shareLink },
  { route: 'GET /oferta/:token/accept', who: shareLink },
  { route: 'GET /oferta/:token/decline', who: shareLink },
  { route: 'POST /oferta/:token/accept', who: shareLink },
  { route: 'POST /oferta/:token/decline', who: shareLink },

  // The partner guide (D24): a public page, like the public API's document.
  { route: 'GET /partners', who: open },
];
