import { describe, expect, it } from 'vitest';
import {
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  ROLE_PERMISSIONS,
  isOperatorRole,
  roleAllows,
} from './operator-permissions';

describe('the operator permission table', () => {
  it('gives an admin every permission', () => {
    for (const permission of OPERATOR_PERMISSIONS) expect(roleAllows('admin', permission)).toBe(true);
  });

  it('lets only admins manage operators', () => {
    for (const role of OPERATOR_ROLES) expect(roleAllows(role, 'operator.manage')).toBe(role === 'admin');
  });

  it('keeps support read-only: it sees the back office and the audit log, and changes nothing', () => {
    expect([...ROLE_PERMISSIONS.support].sort()).toEqual(['audit.read', 'backoffice.read']);
  });

  it('lets reviewers answer trial continuations and change corporations, moderators only moderate', () => {
    expect(roleAllows('reviewer', 'trial.review')).toBe(true);
    expect(roleAllows('reviewer', 'corporation.manage')).toBe(true);
    expect(roleAllows('reviewer', 'community.moderate')).toBe(false);
    expect(roleAllows('moderator', 'community.moderate')).toBe(true);
    expect(roleAllows('moderator', 'trial.review')).toBe(false);
  });

  it('lets reviewers and admins review orders and change prices and balances, nobody else', () => {
    for (const role of OPERATOR_ROLES) {
      expect(roleAllows(role, 'order.review')).toBe(role === 'admin' || role === 'reviewer');
      expect(roleAllows(role, 'billing.manage')).toBe(role === 'admin' || role === 'reviewer');
    }
  });

  it('lets every role open the back office', () => {
    for (const role of OPERATOR_ROLES) expect(roleAllows(role, 'backoffice.read')).toBe(true);
  });

  it('knows its roles and no others', () => {
    expect(isOperatorRole('reviewer')).toBe(true);
    expect(isOperatorRole('root')).toBe(false);
    expect(isOperatorRole(undefined)).toBe(false);
  });

  it('lets reviewers and admins review portraits, nobody else', () => {
    for (const role of OPERATOR_ROLES)
      expect(roleAllows(role, 'portrait.review')).toBe(role === 'admin' || role === 'reviewer');
  });
});
