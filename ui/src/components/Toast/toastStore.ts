import type { ReactNode } from 'react';

// One toast at a time (spec-1 §9): a new toast replaces the current one. A module-level store, so
// any micro-frontend can raise a toast that the shell's single <Toaster /> shows.

/** 'warning': done only in part (a mail kept but not sent): neither a success nor a failure. */
export type ToastVariant = 'default' | 'warning' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration?: number;
}

export interface ToastData {
  id: number;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
}

export interface ToastHandle {
  id: number;
  dismiss: () => void;
}

export const TOAST_DURATION_MS = 5000;

type Listener = () => void;

const listeners = new Set<Listener>();
let current: ToastData | null = null;
// The toast under the pointer or the keyboard focus: its timer waits until it is left.
let pausedId: number | null = null;
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
}: ToastOptions): ToastHandle {
  const id = nextId++;
  current = { id, title, description, variant, duration };
  pausedId = null;
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast with this id (if it is still shown), or whichever toast is shown. */
export function dismissToast(id?: number): void {
  if (current === null || (id !== undefined && current.id !== id)) return;
  current = null;
  pausedId = null;
  emit();
}

/** Holds the timer of the toast with this id while it is hovered or focused. */
export function pauseToast(id: number): void {
  if (current?.id !== id || pausedId === id) return;
  pausedId = id;
  emit();
}

/** Lets the timer of the current toast run again (it starts over). */
export function resumeToast(): void {
  if (pausedId === null) return;
  pausedId = null;
  emit();
}

export function getPausedToastId(): number | null {
  return pausedId;
}

export function toastSuccess(description: ReactNode): ToastHandle {
  return toast({ title: 'Sukces', description });
}

export function toastWarning(title: ReactNode, description: ReactNode): ToastHandle {
  return toast({ title, description, variant: 'warning' });
}

export function toastError(description: ReactNode): ToastHandle {
  return toast({ title: 'Błąd', description, variant: 'destructive' });
}

export function getCurrentToast(): ToastData | null {
  return current;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
