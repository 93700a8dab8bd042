import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmOptions {
  title?: string;
}

export type ConfirmFn = (message: string, options?: ConfirmOptions) => Promise<boolean>;

interface Question {
  open: boolean;
  message: string;
  title?: string;
}

const ConfirmContext = createContext<ConfirmFn | null>(null);

/** The single confirm-dialog host. `useConfirm()` opens it and resolves true on Confirm, false otherwise. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<Question>({ open: false, message: '' });
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    resolveRef.current?.(answer);
    resolveRef.current = null;
    // The text stays while the dialog fades out.
    setQuestion((previous) => ({ ...previous, open: false }));
  }, []);

  const confirm = useCallback<ConfirmFn>((message, options) => {
    // A newer question supersedes one still open: the older caller gets "no".
    resolveRef.current?.(false);
    setQuestion({ open: true, message, title: options?.title });
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={question.open}
        title={question.title}
        message={question.message}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> (DesignSystemProvider) above it.');
  return confirm;
}
