/** A persistent stack: push and pop share the tail, so keeping old versions costs nothing. */
export type Stack<T> = { readonly head: T; readonly tail: Stack<T>; readonly length: number } | null;

export const push = <T>(stack: Stack<T>, head: T): Stack<T> => ({
  head,
  tail: stack,
  length: (stack?.length ?? 0) + 1,
});

export const stackLength = <T>(stack: Stack<T>): number => stack?.length ?? 0;
