import { microfrontends } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { areaActivity, areaOwning } from './areaActivity.ts';

const applications = [
  { name: 'mf_admin', entry: '/mf/admin/remoteEntry.js', activeWhen: ['/admin'] },
  {
    name: 'mf_transport',
    entry: '/mf/transport/remoteEntry.js',
    activeWhen: ['/admin/transport', '/transport-quotes'],
  },
];

const at = (pathname: string) => ({ pathname }) as Location;

describe('areaOwning', () => {
  it.each([
    ['/admin', 'mf_admin'],
    ['/admin/api-keys', 'mf_admin'],
    ['/admin/transport', 'mf_transport'],
    ['/transport-quotes', 'mf_transport'],
    ['/administrator', null],
    ['/', null],
  ])('%s belongs to %s', (pathname, owner) => {
    expect(areaOwning(applications, pathname)).toBe(owner);
  });
});

describe("the manifest's availability pages (D21)", () => {
  const manifest = microfrontends.map((area) => ({
    name: area.name,
    entry: `/mf/${area.path}/remoteEntry.js`,
    activeWhen: [...area.activeWhen],
  }));

  it.each([
    ['/equipment/4/availability', 'mf_quotes'],
    ['/vehicles/2/availability', 'mf_transport'],
    ['/electrical-equipment/7/availability', 'mf_electrical'],
    ['/general-equipment/9/availability', 'mf_general'],
    ['/equipment', 'mf_quotes'],
  ])('%s belongs to %s', (pathname, owner) => {
    expect(areaOwning(manifest, pathname)).toBe(owner);
  });
});

describe('areaActivity', () => {
  it('is active on its own paths while access is open', () => {
    const active = areaActivity(
      'mf_admin',
      () => applications,
      () => true,
    );
    expect(active(at('/admin'))).toBe(true);
    expect(active(at('/admin/transport'))).toBe(false);
  });

  it('stays inactive while the user may not use the app', () => {
    const active = areaActivity(
      'mf_admin',
      () => applications,
      () => false,
    );
    expect(active(at('/admin'))).toBe(false);
  });
});
