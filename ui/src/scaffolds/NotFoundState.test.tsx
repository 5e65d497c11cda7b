import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea, userOf } from '../test/area.tsx';
import { AreaNotFoundPage } from './NotFoundState.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AreaNotFoundPage', () => {
  it("leads back to the area's page, or home for a user that page is refused to", async () => {
    answerFetch({ 'GET /api/auth/user': () => json(userOf({ role: 'admin' })) });
    renderArea(
      <AreaNotFoundPage backTo="/admin" backLabel="Wróć do panelu administratora" capability="admin:users" />,
      '/admin/xyz',
    );
    expect(
      (await screen.findByRole('link', { name: /Wróć do panelu administratora/ })).getAttribute('href'),
    ).toBe('/admin');
    // The state stands for the whole page: its title is the page's one level-one heading.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 — Nie znaleziono strony');

    cleanup();
    answerFetch({ 'GET /api/auth/user': () => json(userOf({ role: 'employee' })) });
    renderArea(
      <AreaNotFoundPage backTo="/admin" backLabel="Wróć do panelu administratora" capability="admin:users" />,
      '/admin/xyz',
    );
    expect((await screen.findByRole('link', { name: /Wróć do strony głównej/ })).getAttribute('href')).toBe(
      '/',
    );
  });
});
