/**
 * The ALTCHA widget without its bundled workers (they start from blob: addresses, which the
 * Content-Security-Policy's script-src 'self' refuses): the external build, its stylesheet, and
 * the one algorithm Quire's challenges use (PBKDF2/SHA-256) as a same-origin worker file.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/global';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
