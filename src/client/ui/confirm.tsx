import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// Loaded on the first question: most visits never ask one, and every route's first load carried the dialog.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

export interface ConfirmOptions {
  title?: string;
}

export type ConfirmFn = (message: string, options?: ConfirmOptions) => Promise<boolean>;

interface Question {
  /** A question was asked at least once (the dialog is loaded and stays mounted from then on). */
  asked: boolean;
  open: boolean;
  message: string;
  title?: string;
}

const ConfirmContext = createContext<ConfirmFn | null>(null);

/** The single confirm-dialog host. `useConfirm()` opens it and resolves true on Confirm, false otherwise. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<Question>({ asked: false, open: false, message: '' });
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
    setQuestion({ asked: true, open: true, message, title: options?.title });
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {question.asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={question.open}
            title={question.title}
            message={question.message}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> (DesignSystemProvider) above it.');
  return confirm;
}
