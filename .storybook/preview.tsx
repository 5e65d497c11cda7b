// The decorator and the toolbar live in ui/src/storybook because Storybook's packages are installed
// in the ui workspace: type-checking them from here could not resolve '@storybook/react-vite'.
import { themeGlobalTypes, withTheme } from '../ui/src/storybook/index.ts';

const preview = {
  decorators: [withTheme],
  globalTypes: themeGlobalTypes,
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
