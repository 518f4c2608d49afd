/**
 * The browser's side of passkeys (decision 048) through @simplewebauthn/browser, loaded only when a
 * passkey is asked for, so no first page carries it. Each call answers the browser's JSON or why
 * there is none, in a reason the screens put in words.
 */

export type PasskeyRefusal = 'cancelled' | 'already' | 'unsupported' | 'failed';
export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; reason: PasskeyRefusal };

/** The options as the server answered them (the library's optionsJSON). */
type OptionsJSON = { challenge: string } & Record<string, unknown>;

const library = () => import('@simplewebauthn/browser');

function refusal(error: unknown): PasskeyRefusal {
  const e = error as { name?: string; code?: string; message?: string };
  if (e?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || e?.name === 'InvalidStateError')
    return 'already';
  if (e?.name === 'NotAllowedError' || e?.name === 'AbortError' || e?.code === 'ERROR_CEREMONY_ABORTED')
    return 'cancelled';
  if (/not supported/i.test(e?.message ?? '')) return 'unsupported';
  return 'failed';
}

/** navigator.credentials.create with the server's registration options. */
export async function createPasskey(options: OptionsJSON): Promise<PasskeyOutcome<unknown>> {
  const { startRegistration } = await library();
  try {
    return { ok: true, value: await startRegistration({ optionsJSON: options as never }) };
  } catch (error) {
    return { ok: false, reason: refusal(error) };
  }
}

/**
 * navigator.credentials.get with the server's authentication options; with `autofill`, the
 * request waits for the user to pick a passkey in the browser's autofill of an input marked
 * `autocomplete="username webauthn"` (conditional mediation).
 */
export async function getPasskey(options: OptionsJSON, autofill = false): Promise<PasskeyOutcome<unknown>> {
  const { startAuthentication } = await library();
  try {
    return {
      ok: true,
      value: await startAuthentication({ optionsJSON: options as never, useBrowserAutofill: autofill }),
    };
  } catch (error) {
    return { ok: false, reason: refusal(error) };
  }
}

/** Whether the browser offers passkeys in autofill (conditional mediation); loads no library. */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  const pkc = (
    globalThis as { PublicKeyCredential?: { isConditionalMediationAvailable?: () => Promise<boolean> } }
  ).PublicKeyCredential;
  try {
    return Boolean(await pkc?.isConditionalMediationAvailable?.());
  } catch {
    return false;
  }
}

/** Ends a pending request (an autofill request when the page goes away). */
export async function cancelPasskeyRequest(): Promise<void> {
  const { WebAuthnAbortService } = await library();
  WebAuthnAbortService.cancelCeremony();
}
