import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type Ref,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { controlStyles } from '../Input/controlStyles.ts';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  /** A length limit: from 80 % of it a counter shows how much is used (D19). */
  limit?: number;
};

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  display: block;
  min-height: 80px;
  padding: 8px 12px;
  resize: vertical;
`;

const StyledCounter = styled.p<{ $over: boolean }>`
  margin-top: ${({ theme }) => theme.space[1]};
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.dangerText : theme.colors.textMuted)};
`;

const count = new Intl.NumberFormat('pl-PL');

/** The share of the limit from which the counter shows. */
const COUNTER_FROM = 0.8;

export function Textarea({ rows = 3, limit, ref, onChange, ...rest }: TextareaProps) {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const [length, setLength] = useState(0);
  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: HTMLTextAreaElement | null }).current = node;
    },
    [ref],
  );
  // A form library may set the value after mounting (react-hook-form does): read it then.
  useEffect(() => {
    if (element.current) setLength(element.current.value.length);
  });
  const textarea = (
    <StyledTextarea
      rows={rows}
      ref={setRefs as Ref<HTMLTextAreaElement>}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
        setLength(event.target.value.length);
        onChange?.(event);
      }}
      {...rest}
    />
  );
  // One shape whether the counter shows or not, so the textarea keeps its focus when it appears.
  return (
    <>
      {textarea}
      {limit && length >= limit * COUNTER_FROM ? (
        <StyledCounter $over={length > limit} aria-live="polite">
          {count.format(length)} / {count.format(limit)} znaków
        </StyledCounter>
      ) : null}
    </>
  );
}
