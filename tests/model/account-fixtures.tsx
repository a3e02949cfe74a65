import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AuthResponse, User } from '../../src/domain/account/user';

export const ada: User = {
  name: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@botflow.dev',
  is_active: true,
  is_admin: false,
  created_at: '2026-03-14T09:30:00Z',
};
export const adaSession: AuthResponse = { access_token: 'fresh-token', user: ada };

export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function inRouter(children: ReactNode) {
  return <MemoryRouter>{children}</MemoryRouter>;
}
