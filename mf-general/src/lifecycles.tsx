import { DepartmentApp } from '@ppp/quoting/departments/index.ts';
import { createAreaLifecycles } from '@ppp/ui/platform/index.ts';

// Exposed as `mf_general/app`: the general-rental configuration of the shared department screens (D14).
export const { bootstrap, mount, unmount } = createAreaLifecycles(() => (
  <DepartmentApp department="general" />
));
