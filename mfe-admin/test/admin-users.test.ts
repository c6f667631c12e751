import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../../packages/ui/src/api/api-client.ts';
import { ADA, GRACE, installMemoryStorage, visibleText } from './support/browser.ts';
import { mockUiPackage } from './support/ui-without-css.ts';

installMemoryStorage();
await mockUiPackage();
const { AdminUsersTable } = await import('../src/features/users/components/AdminUsersTable.tsx');
const { AdminUserForm } = await import('../src/features/users/components/AdminUserFormDialog.tsx');
const { PromotionNotice } = await import('../src/features/users/components/PromoteAdminDialog.tsx');
const { CREATE_ROLE_OPTIONS, editRoleOptions } = await import('../src/features/users/lib/admin-roles.ts');
const { promoteFailureToast } = await import('../src/features/users/lib/admin-user-toasts.ts');

const noop = () => {};

describe('the admin users table', () => {
  const markup = renderToStaticMarkup(
    createElement(AdminUsersTable, { users: [ADA, GRACE], onEdit: noop, onPromote: noop, onDelete: noop }),
  );
  const text = visibleText(markup);

  it('when admins are listed, then each row shows name, email, role, status and last login', () => {
    expect(text).toContain('Ada Lovelace ada@example.com Admin Active 20 Nov 2026');
    expect(text).toContain('Grace Hopper grace@example.com Super Admin Active 20 Nov 2026');
  });

  it('when a row is an admin, then it can be edited, promoted and deleted', () => {
    expect(markup).toContain('aria-label="Edit Ada Lovelace"');
    expect(markup).toContain('aria-label="Promote Ada Lovelace to Super Admin"');
    expect(markup).toContain('aria-label="Delete Ada Lovelace"');
  });

  it('when a row is a super admin, then it can be edited but neither promoted nor deleted', () => {
    expect(markup).toContain('aria-label="Edit Grace Hopper"');
    expect(markup).not.toContain('Promote Grace Hopper');
    expect(markup).not.toContain('Delete Grace Hopper');
    expect(text.match(/Promote to Super Admin/g)).toHaveLength(1);
  });
});

describe('roles offered', () => {
  it('when an admin is created, then both admin and super_admin are offered', () => {
    expect(CREATE_ROLE_OPTIONS.map((option) => option.value)).toEqual(['admin', 'super_admin']);
  });

  it('when a super admin edits a user, then super_admin is offered', () => {
    expect(editRoleOptions('super_admin').map((option) => option.value)).toEqual(['admin', 'super_admin']);
  });

  it('when an admin edits a user, then super_admin is not offered', () => {
    expect(editRoleOptions('admin').map((option) => option.value)).toEqual(['admin']);
  });
});

describe('the admin user dialogs', () => {
  const render = (user: typeof ADA | null) =>
    renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(AdminUserForm, { user, currentRole: 'super_admin', onDone: noop }),
      ),
    );

  it('when Create Admin opens, then it has a labelled field for each of name, email, password and role', () => {
    const markup = render(null);
    for (const [field, label] of [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['password', 'Password'],
      ['role', 'Role'],
    ]) {
      expect(markup).toMatch(new RegExp(`<label[^>]*for="admin-user-create-${field}"[^>]*>${label}</label>`));
      expect(markup).toContain(`id="admin-user-create-${field}"`);
    }
    expect(visibleText(markup)).toContain('Create Admin');
  });

  it('when Edit opens, then the password is optional ("leave empty to keep") and there is an Active switch', () => {
    const markup = render(ADA);
    const text = visibleText(markup);

    expect(text).toContain('New password');
    expect(text).toContain('leave empty to keep');
    expect(markup).toContain('value="Ada"');
    expect(markup).toMatch(/role="switch"[^>]*aria-label="Active"|aria-label="Active"[^>]*role="switch"/);
  });
});

describe('promoting to super admin', () => {
  it('when the dialog opens, then it lists the privileges and warns it cannot be undone', () => {
    const text = visibleText(
      renderToStaticMarkup(
        createElement(PromotionNotice, {
          name: 'Ada Lovelace',
          pending: false,
          onCancel: noop,
          onConfirm: noop,
        }),
      ),
    );
    for (const privilege of [
      'Full CMS access',
      'Manage all administrators',
      'Business management',
      'System configuration',
      'Cannot be deleted',
    ]) {
      expect(text).toContain(privilege);
    }
    expect(text).toContain('This action cannot be undone.');
  });

  it('when the server refuses, then the toast is "Failed to promote user" with its reason', () => {
    const refusal = new ApiError(403, '403: refused', { message: 'Only super admins can promote users' });
    expect(promoteFailureToast(refusal)).toEqual({
      title: 'Failed to promote user',
      description: 'Only super admins can promote users',
      variant: 'destructive',
    });
  });
});
