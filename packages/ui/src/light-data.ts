import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Server state for pages that make a read or two and send a form: the public pages and the referrer portal.
 * No cache and no client to provide (TanStack Query, 13 KiB gzip, stays with the owner and admin areas): a
 * read is made when its component mounts or its key changes, and again on `refetch`. The results have the
 * members of TanStack Query's `useQuery` and `useMutation` results these pages use, under the same names, so
 * a page moves between the two without rewriting its screens.
 */

/** What {@link useRead} gives a component, narrowed by `isPending`, `isError` or `isSuccess`. */
export type ReadResult<T> = ReadOutcome<T> & {
  /** A request is under way (the first one or a {@link ReadResult.refetch}). */
  isFetching: boolean;
  /** Reads again, keeping what is shown until the answer arrives. */
  refetch: () => void;
  /** Replaces the answer shown, for a change the page made itself (the voucher it just redeemed). */
  setData: (data: T) => void;
};

/**
 * No answer for the current key yet (also while the read is not enabled); the last attempt failed (`data`
 * is an earlier answer, if any); or the answer.
 */
type ReadOutcome<T> =
  | { isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
  | { isPending: false; isError: true; isSuccess: false; data: T | undefined; error: unknown }
  | { isPending: false; isError: false; isSuccess: true; data: T; error: null };

/** The last settled answer: for which key and which attempt (a refetch is a new attempt). */
interface ReadState<T> {
  key: string;
  attempt: number;
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
}

/** Options of {@link useRead}. */
export interface ReadOptions<T = unknown> {
  /** False waits (a parameter is not known yet); the result stays pending. Default true. */
  enabled?: boolean;
  /**
   * The answer for the first key, already at hand (the data of a server-rendered page,
   * docs/adr/0022-server-rendered-public-pages.md): shown at once, from the first render on, and not read
   * again until a refetch or another key.
   */
  initialData?: T;
}

/**
 * Reads `read` for `key` (any JSON value naming what is read: a new key reads again and shows pending until
 * it answers). The request is aborted when the component unmounts or the key changes.
 */
export function useRead<T>(
  key: readonly unknown[],
  read: (signal: AbortSignal) => Promise<T>,
  { enabled = true, initialData }: ReadOptions<T> = {},
): ReadResult<T> {
  const keyText = JSON.stringify(key);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ReadState<T>>(() =>
    initialData === undefined
      ? { key: keyText, attempt: -1, status: 'pending', data: undefined, error: null }
      : { key: keyText, attempt: 0, status: 'success', data: initialData, error: null },
  );
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });
  // The key the initial data answers, until its first read would have been made.
  const given = useRef(initialData === undefined ? null : keyText);

  useEffect(() => {
    if (!enabled) return;
    if (given.current === keyText && attempt === 0) {
      given.current = null;
      return;
    }
    const controller = new AbortController();
    latestRead.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          setState({ key: keyText, attempt, status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((previous) => ({
            key: keyText,
            attempt,
            status: 'error',
            data: previous.key === keyText ? previous.data : undefined,
            error,
          }));
      },
    );
    return () => controller.abort();
  }, [keyText, enabled, attempt]);

  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  const setData = useCallback(
    (data: T) => setState({ key: keyText, attempt, status: 'success', data, error: null }),
    [keyText, attempt],
  );

  const current = state.key === keyText ? state : null;
  const common = { isFetching: enabled && current?.attempt !== attempt, refetch, setData };
  if (current?.status === 'success')
    return {
      ...common,
      isPending: false,
      isError: false,
      isSuccess: true,
      data: current.data as T,
      error: null,
    };
  if (current?.status === 'error')
    return {
      ...common,
      isPending: false,
      isError: true,
      isSuccess: false,
      data: current.data,
      error: current.error,
    };
  return { ...common, isPending: true, isError: false, isSuccess: false, data: undefined, error: null };
}

/** Callbacks of {@link useAction}; they run even if the component unmounted meanwhile (a dialog closed). */
export interface ActionOptions<TOutput, TInput> {
  onSuccess?: (data: TOutput, input: TInput) => void;
  onError?: (error: unknown, input: TInput) => void;
  /** After either outcome. */
  onSettled?: () => void;
}

/** What {@link useAction} gives a component, narrowed by `isPending`, `isError` or `isSuccess`. */
export type ActionResult<TOutput, TInput> = ActionOutcome<TOutput> & {
  /**
   * Sends the action; the outcome goes to the state and the callbacks (a failure is never thrown). Callbacks
   * given here run after those of {@link useAction}, and only for the latest call of a component still on
   * screen.
   */
  mutate: (input: TInput, callbacks?: ActionOptions<TOutput, TInput>) => void;
};

/** Not sent yet, under way, failed, or done with its answer. */
type ActionOutcome<TOutput> =
  | { isPending: false; isError: false; isSuccess: false; data: undefined; error: null }
  | { isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
  | { isPending: false; isError: true; isSuccess: false; data: undefined; error: unknown }
  | { isPending: false; isError: false; isSuccess: true; data: TOutput; error: null };

interface ActionState<TOutput> {
  status: 'idle' | 'pending' | 'error' | 'success';
  data: TOutput | undefined;
  error: unknown;
}

/**
 * A request that changes something (a sign-in, a sign-up): its state for the screen, and callbacks. When it is
 * sent again before the previous answer, only the latest one sets the state.
 */
export function useAction<TInput = void, TOutput = unknown>(
  run: (input: TInput) => Promise<TOutput>,
  options: ActionOptions<TOutput, TInput> = {},
): ActionResult<TOutput, TInput> {
  const [state, setState] = useState<ActionState<TOutput>>({
    status: 'idle',
    data: undefined,
    error: null,
  });
  const latest = useRef({ run, options });
  useEffect(() => {
    latest.current = { run, options };
  });
  const calls = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((input: TInput, perCall: ActionOptions<TOutput, TInput> = {}) => {
    const call = ++calls.current;
    const { run: send, options } = latest.current;
    const forThisCall = () => (call === calls.current && mounted.current ? perCall : {});
    setState({ status: 'pending', data: undefined, error: null });
    send(input).then(
      (data) => {
        if (call === calls.current) setState({ status: 'success', data, error: null });
        options.onSuccess?.(data, input);
        options.onSettled?.();
        const callbacks = forThisCall();
        callbacks.onSuccess?.(data, input);
        callbacks.onSettled?.();
      },
      (error: unknown) => {
        if (call === calls.current) setState({ status: 'error', data: undefined, error });
        options.onError?.(error, input);
        options.onSettled?.();
        const callbacks = forThisCall();
        callbacks.onError?.(error, input);
        callbacks.onSettled?.();
      },
    );
  }, []);

  switch (state.status) {
    case 'success':
      return {
        mutate,
        isPending: false,
        isError: false,
        isSuccess: true,
        data: state.data as TOutput,
        error: null,
      };
    case 'error':
      return {
        mutate,
        isPending: false,
        isError: true,
        isSuccess: false,
        data: undefined,
        error: state.error,
      };
    case 'pending':
      return { mutate, isPending: true, isError: false, isSuccess: false, data: undefined, error: null };
    default:
      return { mutate, isPending: false, isError: false, isSuccess: false, data: undefined, error: null };
  }
}
