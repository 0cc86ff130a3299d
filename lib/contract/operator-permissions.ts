// Who on the platform side may do what: the one table of operator roles and their permissions. The route wrapper
// checks a route's permission against it, and the back office's menu hides what a role cannot open.

export const OPERATOR_ROLES = ['admin', 'reviewer', 'moderator', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  /** See corporations, requests, leads and the audit log (every operator). */
  'backoffice.read',
  /** Approve or reject trial continuations. */
  'trial.review',
  /** Read orders and the balances; approve or reject bank transfers' vouchers. */
  'order.review',
  /** Change money and prices: products, refunds and adjustments, credit limits (issue 22 §4). */
  'billing.manage',
  /** Enterprise certifications. */
  'certification.review',
  /** Change a corporation's trial end and limits. */
  'corporation.manage',
  /** Change a contact-form lead's status. */
  'lead.manage',
  /** Community moderation (the forum issue adds it). */
  'community.moderate',
  /** Read the audit log. */
  'audit.read',
  /** Create operators, change their role, disable them. */
  'operator.manage',
  /** Define promotions (activities): texts, period, audience, a product's discount. */
  'promotion.manage',
  /** Approve or reject customers' portraits (issue 24): the consent and the photo. */
  'portrait.review',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

const READ: OperatorPermission[] = ['backoffice.read', 'audit.read'];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: OPERATOR_PERMISSIONS,
  reviewer: [
    ...READ,
    'trial.review',
    'order.review',
    'billing.manage',
    'certification.review',
    'corporation.manage',
    'lead.manage',
    'portrait.review',
  ],
  moderator: [...READ, 'community.moderate'],
  // Support answers customers' questions: it sees everything and changes nothing.
  support: READ,
};

export const isOperatorRole = (value: unknown): value is OperatorRole =>
  typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);

export function roleAllows(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
