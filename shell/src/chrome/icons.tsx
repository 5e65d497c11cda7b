import { Icon, type IconProps, IconArchive as KitIconArchive } from '@ppp/ui';
import type { ReactNode } from 'react';

// Icons of the chrome not in the kit's set, drawn in the kit's frame (24px grid, 2px stroke).

export type ChromeIconProps = IconProps;

/** The chrome's icons are 20 px unless told otherwise. */
const SvgIcon = ({ size = 20, ...rest }: ChromeIconProps & { children: ReactNode }) => (
  <Icon size={size} {...rest} />
);

export const IconClipboard = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2M9 12h6M9 16h4" />
  </SvgIcon>
);
export const IconFileText = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />
    <path d="M14 2v6h6M8 13h8M8 17h5" />
  </SvgIcon>
);
export const IconTruck = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <path d="M1 4h13v12H1zM14 9h4l4 4v3h-8" />
    <circle cx="5.5" cy="18.5" r="2" />
    <circle cx="17.5" cy="18.5" r="2" />
  </SvgIcon>
);
export const IconBolt = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
  </SvgIcon>
);
export const IconPackage = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <path d="m21 8-9-5-9 5v8l9 5 9-5Z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </SvgIcon>
);
export const IconArchive = (props: ChromeIconProps) => <KitIconArchive size={20} {...props} />;
export const IconGrid = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </SvgIcon>
);
export const IconShield = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
  </SvgIcon>
);
export const IconUser = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </SvgIcon>
);
export const IconSettings = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </SvgIcon>
);
export const IconLogOut = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </SvgIcon>
);
export const IconClock = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </SvgIcon>
);
export const IconLock = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </SvgIcon>
);
export const IconLogIn = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />
  </SvgIcon>
);
export const IconUserPlus = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <circle cx="9" cy="8" r="4" />
    <path d="M1 21a8 8 0 0 1 16 0M19 8v6M16 11h6" />
  </SvgIcon>
);
export const IconTool = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9Z" />
  </SvgIcon>
);
export const IconMenu = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </SvgIcon>
);
export const IconBell = (props: ChromeIconProps) => (
  <SvgIcon {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </SvgIcon>
);
