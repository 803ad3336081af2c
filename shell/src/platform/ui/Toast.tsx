import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import './styles';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
}

/** How long a toast stays; long enough to read two lines, and it can be closed earlier. */
const TOAST_MS = 6000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a short, non-blocking confirmation ("Changes saved") from anywhere, page or thunk. */
export function showToast(message: string, tone: Toast['tone'] = 'info'): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <div className={`ui-toast ui-toast-${toast.tone}`}>
      <p>{toast.message}</p>
      <Button variant="secondary" small onClick={() => dismissToast(toast.id)}>
        <FormattedMessage id="common.close" />
      </Button>
    </div>
  );
}

/** Where toasts appear: mounted once per page (the shell's layout, a standalone page). */
export function ToastRegion() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div className="ui-toasts" role="status" aria-live="polite">
      {current.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
