import { z } from 'zod';

/**
 * The areas the shell loads at run time. The API answers /microfrontends.json from this list
 * (each entry's URL overridable by configuration); the shell parses it with the schema below.
 * Each catalogue's availability pages (D21, `cataloguePages`) belong to its kind's area.
 */
export const microfrontends = [
  { name: 'mf_admin', path: 'admin', activeWhen: ['/admin'] },
  {
    name: 'mf_assessment',
    path: 'assessment',
    activeWhen: ['/needs-assessment', '/needs-assessment-list', '/admin/needs-assessment'],
  },
  // D25: the address book's screens live in the quoting workspace.
  { name: 'mf_quotes', path: 'quotes', activeWhen: ['/equipment', '/quotes', '/create-quote', '/clients'] },
  {
    name: 'mf_transport',
    path: 'transport',
    activeWhen: ['/create-transport-quote', '/transport-quotes', '/admin/transport', '/vehicles'],
  },
  {
    name: 'mf_electrical',
    path: 'electrical',
    activeWhen: [
      '/create-electrical-quote',
      '/electrical-quotes',
      '/admin/electrical',
      '/electrical-equipment',
    ],
  },
  {
    name: 'mf_general',
    path: 'general',
    activeWhen: ['/create-general-quote', '/general-quotes', '/admin/general', '/general-equipment'],
  },
  // D26: the reports, for every approved user.
  { name: 'mf_reports', path: 'reports', activeWhen: ['/reports'] },
] as const;

export const microfrontendManifestSchema = z.object({
  applications: z.array(
    z.object({
      name: z.string().regex(/^[a-z_]+$/),
      entry: z.string().min(1),
      activeWhen: z.array(z.string().startsWith('/')).min(1),
    }),
  ),
});
export type MicrofrontendManifest = z.infer<typeof microfrontendManifestSchema>;

/** Where an area's built files are served from, relative to the application origin. */
export const microfrontendBase = (path: string) => `/mf/${path}/`;
