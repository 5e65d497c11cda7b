import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAreaLifecycles } from './createAreaLifecycles.tsx';
import { AREA_OUTLET_ID } from './paths.ts';

function WhereAmI() {
  return <p>{`Ścieżka: ${useLocation().pathname}`}</p>;
}

let crash = true;
function Fragile() {
  if (crash) throw new Error('boom');
  return <p>Działa</p>;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  window.history.pushState(null, '', '/');
});

function outlet() {
  const element = document.createElement('div');
  element.id = AREA_OUTLET_ID;
  document.body.append(element);
  return element;
}

describe('createAreaLifecycles', () => {
  it('mounts the area into the shell outlet on the real path and removes it on unmount', async () => {
    const element = outlet();
    window.history.pushState(null, '', '/admin/users');
    const area = createAreaLifecycles(WhereAmI);
    await act(() => area.mount({ name: 'mf_test' }));
    expect(await screen.findByText('Ścieżka: /admin/users')).toBeTruthy();
    expect(element.querySelector('[data-area="mf_test"]')).not.toBeNull();

    await act(() => area.unmount({ name: 'mf_test' }));
    expect(element.children).toHaveLength(0);
  });

  it('keeps a crash inside the area and lets the user retry', async () => {
    outlet();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const area = createAreaLifecycles(Fragile);
    await act(() => area.mount({ name: 'mf_fragile' }));
    expect(await screen.findByText('Nie udało się załadować modułu')).toBeTruthy();
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(screen.getByText('Działa')).toBeTruthy());
    await act(() => area.unmount({ name: 'mf_fragile' }));
    vi.restoreAllMocks();
  });
});
