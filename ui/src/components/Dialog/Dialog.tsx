import {
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { IconClose } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { ToastRegion } from '../Toast/ToastRegion.tsx';
import {
  StyledDialogBody,
  StyledDialogContent,
  StyledDialogDescription,
  StyledDialogFooter,
  StyledDialogHeader,
  StyledDialogHeading,
  StyledDialogOverlay,
  StyledDialogPanel,
  StyledDialogTitle,
} from './Dialog.styles.ts';
import {
  isTopModal,
  popModal,
  pushModal,
  returnFocusTo,
  subscribeModals,
  tabbablesIn,
  trapTab,
} from './focus.ts';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  /** Called with false when the user asks to close: Escape, the close button or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  description?: ReactNode;
  /** Shown before the title, e.g. a warning sign in a confirmation. */
  icon?: ReactNode;
  /** Usually DialogBody and DialogFooter, optionally wrapped together in a <form>. */
  children?: ReactNode;
  size?: DialogSize;
  /** Element to focus on open; by default the first control of the content, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnOverlayClick?: boolean;
  hideCloseButton?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  size = 'md',
  initialFocusRef,
  closeOnOverlayClick = true,
  hideCloseButton = false,
  role = 'dialog',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pointerDownOnOverlay = useRef(false);
  const [token] = useState(() => Symbol('dialog'));
  // The top dialog shows the toast under its header, where it covers none of the dialog.
  const isTop = useSyncExternalStore(
    subscribeModals,
    () => isTopModal(token),
    () => false,
  );
  // Read through a ref so a new callback identity does not re-run the open effect.
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(token);

    // autoFocus inside the content has already run; otherwise pick the first control.
    if (!panel.contains(document.activeElement)) {
      const target =
        initialFocusRef?.current ??
        (contentRef.current ? tabbablesIn(contentRef.current)[0] : undefined) ??
        panel;
      target.focus();
    }

    function onKeyDown(event: KeyboardEvent) {
      if (!panel || !isTopModal(token)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onOpenChangeRef.current(false);
      } else if (event.key === 'Tab') {
        trapTab(panel, event);
      }
    }
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      popModal(token);
      returnFocusTo(opener);
    };
  }, [open, initialFocusRef, token]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <StyledDialogOverlay
      onMouseDown={(event) => {
        pointerDownOnOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnOverlayClick && pointerDownOnOverlay.current && event.target === event.currentTarget) {
          onOpenChange(false);
        }
      }}
    >
      <StyledDialogPanel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
      >
        <StyledDialogHeader>
          {icon}
          <StyledDialogHeading>
            <StyledDialogTitle id={titleId}>{title}</StyledDialogTitle>
            {description ? (
              <StyledDialogDescription id={descriptionId}>{description}</StyledDialogDescription>
            ) : null}
          </StyledDialogHeading>
          {hideCloseButton ? null : (
            <IconButton
              aria-label="Zamknij"
              icon={<IconClose size={18} />}
              size="sm"
              onClick={() => onOpenChange(false)}
            />
          )}
        </StyledDialogHeader>
        <ToastRegion active={isTop} placement="dialog" />
        <StyledDialogContent ref={contentRef}>{children}</StyledDialogContent>
      </StyledDialogPanel>
    </StyledDialogOverlay>,
    document.body,
  );
}

export type DialogBodyProps = {
  children?: ReactNode;
  className?: string;
  /** Text to read rather than controls: the body takes the focus itself, so the keyboard can scroll it. */
  readable?: boolean;
};

/** The scrolling middle of a dialog. */
export function DialogBody({ children, className, readable = false }: DialogBodyProps) {
  return (
    <StyledDialogBody className={className} tabIndex={readable ? 0 : undefined}>
      {children}
    </StyledDialogBody>
  );
}

/** Action row at the bottom of a dialog: secondary actions first, the main one last. */
export function DialogFooter({ children, className }: Omit<DialogBodyProps, 'readable'>) {
  return <StyledDialogFooter className={className}>{children}</StyledDialogFooter>;
}
