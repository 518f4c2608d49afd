import type { EProtectRegisterBody, EProtectRegisterResponse } from '@quire/domain';

/**
 * Registers the card at the gateway's card field, straight from the browser: the card number and
 * security code go to `registrationUrl` only, never to /api, never into a query cache and never to
 * a log. Answers the gateway's response (870 with the registration id, or the code of what is
 * wrong), or null when the gateway could not be reached.
 */
export async function registerCard(
  registrationUrl: string,
  card: EProtectRegisterBody,
): Promise<EProtectRegisterResponse | null> {
  try {
    const res = await fetch(registrationUrl, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(card),
    });
    if (!res.ok) return null;
    return (await res.json()) as EProtectRegisterResponse;
  } catch {
    return null;
  }
}
