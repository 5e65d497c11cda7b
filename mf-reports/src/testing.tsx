// Test helpers of the reports area: the kit's area helpers, at /reports by default.
import { renderArea as renderAt } from '@ppp/ui/test/area.tsx';
import type { ReactElement } from 'react';

export { answerFetch, json } from '@ppp/ui/test/area.tsx';

/** Renders inside the area's providers, at /reports unless `path` says otherwise. */
export const renderArea = (ui: ReactElement, path = '/reports') => renderAt(ui, path);
