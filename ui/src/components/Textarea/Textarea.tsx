import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../Input/controlStyles.ts';

export type TextareaProps = ComponentPropsWithRef<'textarea'>;

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  display: block;
  min-height: 80px;
  padding: 8px 12px;
  resize: vertical;
`;

export function Textarea({ rows = 3, ...rest }: TextareaProps) {
  return <StyledTextarea rows={rows} {...rest} />;
}
