import { lightTheme } from './theme.ts';
import { useMediaQuery } from './useMediaQuery.ts';

/** The screens the kit lays out for a phone (D19): the small breakpoint and below. */
export const PHONE_MEDIA_QUERY = `(max-width: ${lightTheme.breakpoints.sm})`;

/** Whether the screen is a phone's: lists become cards, forms get a bottom action bar (D19). */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY);
}
