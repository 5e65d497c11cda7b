import { DepartmentApp } from '@ppp/quoting/departments/index.ts';
import { createAreaLifecycles } from '@ppp/ui/platform/index.ts';

// Exposed as `mf_electrical/app`. The electrical area is the shared department screens (D14) in
// their electrical configuration: everything it shows comes from the kit's singleton.
export const { bootstrap, mount, unmount } = createAreaLifecycles(() => (
  <DepartmentApp department="electrical" />
));
