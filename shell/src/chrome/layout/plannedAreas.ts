// Paths of the specification whose areas are not deployed yet. They show 'Moduł w przygotowaniu'
// rather than the not-found screen; once an area lists them in the manifest, it owns them.
export const plannedAreaPaths = ['/equipment', '/quotes', '/create-quote'] as const;
