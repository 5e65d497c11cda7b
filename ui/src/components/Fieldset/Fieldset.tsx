import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type FieldsetProps = ComponentPropsWithRef<'fieldset'> & {
  /**
   * `plain`: no frame, a group of fields inside a form or a dialog; `card`: a bordered, padded box,
   * for a repeated row of the same fields (an item, a vehicle line).
   */
  variant?: 'plain' | 'card';
  /** `quiet`: a small muted legend, a filter's label beside the page's controls. */
  legendTone?: 'default' | 'quiet';
  /**
   * The space between its children as a column (the theme's step); `false` leaves the layout to what
   * it holds (a form's one fieldset, a grid given by the caller's `styled(Fieldset)`).
   */
  stack?: 1 | 2 | 3 | false;
};

/**
 * A group of related fields with its name (`<legend>`, the first child, which a screen reader
 * announces on entering the group), without the browser's frame and indent: every area's groups of
 * checkboxes, choices and repeated rows look alike. The fieldset's `disabled` disables everything in it.
 */
export function Fieldset({ variant = 'plain', legendTone = 'default', stack = 2, ...rest }: FieldsetProps) {
  return <StyledFieldset $variant={variant} $legendTone={legendTone} $stack={stack} {...rest} />;
}

export const StyledFieldset = styled.fieldset<{
  $variant: NonNullable<FieldsetProps['variant']>;
  $legendTone: NonNullable<FieldsetProps['legendTone']>;
  $stack: NonNullable<FieldsetProps['stack']>;
}>`
  /* A fieldset is as wide as its widest content unless told otherwise. */
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  ${({ $stack, theme }) =>
    $stack !== false &&
    css`
      display: flex;
      flex-direction: column;
      gap: ${theme.space[$stack]};
    `}

  ${({ $variant, theme }) =>
    $variant === 'card' &&
    css`
      padding: ${theme.space[3]};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.lg};
    `}

  > legend {
    padding: ${({ $variant, theme }) => ($variant === 'card' ? `0 ${theme.space[1]}` : 0)};
    margin-bottom: ${({ $variant, theme }) => ($variant === 'card' ? 0 : theme.space[2])};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  ${({ $legendTone, theme }) =>
    $legendTone === 'quiet' &&
    css`
      > legend {
        margin-bottom: ${theme.space[1]};
        color: ${theme.colors.textMuted};
        font-size: ${theme.fontSizes.sm};
        font-weight: ${theme.fontWeights.semibold};
      }
    `}
`;
