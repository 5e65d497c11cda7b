// The electrical and general-rental screens (D14), shared like the kit: a federation singleton the
// shell provides, so neither area's own bundle carries them. Each area mounts DepartmentApp with its name.
export { DepartmentApp } from './DepartmentApp.tsx';
