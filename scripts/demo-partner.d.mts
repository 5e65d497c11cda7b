export function partnerPage(options: { key: string; api: string; hostile: boolean }): string;
export function startDemoPartner(options?: {
  port?: number;
  host?: string;
  api?: string;
}): Promise<{ url: string; close: () => Promise<void> }>;
