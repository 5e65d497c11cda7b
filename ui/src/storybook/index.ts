// Storybook helpers for stories anywhere in the repository (Storybook itself is installed in ui/):
// import them from '@ppp/ui/storybook/index.ts'. Never imported by application code.
export type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
export { themeGlobalTypes, withRouter, withTheme } from './decorators.tsx';
export { SignedInAs, storyUserId, withSignedInUser } from './signedIn.tsx';
export { CatalogSection, ThemeSideBySide, type ThemeSideBySideProps } from './ThemeSideBySide.tsx';
