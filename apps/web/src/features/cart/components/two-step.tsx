import type { AppError } from '@quire/domain';
import { type ComponentType, createContext, type ReactNode, useContext, useState } from 'react';
import type { ErrorHandler } from '../../../lib/api-client';
import { CT } from '../messages';

/** The codes that ask for the two-step check before a cart step (spec 1 §4). */
export const TWO_STEP_CODES = new Set(['1077', '1082', '1083', '1084']);

export interface VerifyDialogProps {
  title: string;
  onVerified: () => void;
  onClose: () => void;
}

/**
 * The verification dialog: the account feature's code dialog, handed in by the route in src/app
 * (features do not import each other). Without one, a two-step answer is shown and not retried.
 */
export const VerifyDialogContext = createContext<ComponentType<VerifyDialogProps> | null>(null);

interface Pending {
  resolve: (verified: boolean) => void;
}

/**
 * Runs a cart call; on 1077, 1082, 1083 or 1084 opens the verification dialog and, once verified,
 * runs the same call again. `call` receives the error handler to pass to the API client.
 */
export function useTwoStep() {
  const Dialog = useContext(VerifyDialogContext);
  const [pending, setPending] = useState<Pending | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function run<T>(call: (onError: ErrorHandler) => Promise<T>, onError?: ErrorHandler): Promise<T> {
    for (;;) {
      let asked: AppError | null = null;
      try {
        const result = await call((e, handling) => {
          if (Dialog && TWO_STEP_CODES.has(e.code)) {
            asked = e;
            return true;
          }
          return onError?.(e, handling);
        });
        setMessage(null);
        return result;
      } catch (e) {
        const twoStep = asked as AppError | null;
        if (!twoStep) throw e;
        setMessage(twoStep.items[0]?.description ?? twoStep.message);
        const verified = await new Promise<boolean>((resolve) => setPending({ resolve }));
        setPending(null);
        if (!verified) throw e;
      }
    }
  }

  const element: ReactNode = (
    <>
      {message ? (
        <div role="alert" className="notice notice-warning">
          {message}
        </div>
      ) : null}
      {pending && Dialog ? (
        <Dialog
          title={CT.verifyTitle}
          onVerified={() => pending.resolve(true)}
          onClose={() => pending.resolve(false)}
        />
      ) : null}
    </>
  );

  return { run, element };
}
