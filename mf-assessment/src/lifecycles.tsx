import { createAreaLifecycles } from '@ppp/ui/platform/index.ts';
import { AssessmentApp } from './AssessmentApp.tsx';

// Exposed as `mf_assessment/app`: the single-spa lifecycles the shell mounts on /needs-assessment,
// /needs-assessment-list and /admin/needs-assessment.
export const { bootstrap, mount, unmount } = createAreaLifecycles(AssessmentApp);
