import { describe, expect, it } from 'vitest';
import { menuLinks } from './user-menu';

const labels = (user: { isAdmin: boolean; isSeller: boolean }) => menuLinks(user).map((link) => link.label);

describe('the account menu', () => {
  it('offers the seller dashboard to approved sellers only, before the admin dashboard', () => {
    expect(labels({ isAdmin: false, isSeller: false })).not.toContain('Seller dashboard');
    expect(menuLinks({ isAdmin: false, isSeller: true })).toContainEqual({ label: 'Seller dashboard', to: '/marketplace/dashboard' });
    expect(labels({ isAdmin: true, isSeller: true }).slice(-2)).toEqual(['Seller dashboard', 'Admin Dashboard']);
  });
});
