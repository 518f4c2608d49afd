/**
 * The error catalogue as the API client uses it (the spec's codes, how each is handled, their
 * words). The client loads this module when a failure first needs it, so a first page that meets
 * no error loads none of the catalogue.
 */
export { CONTRIBUTOR_REMOVED_MESSAGE, errorDefinition } from '@quire/domain/errors/catalogue';
export { clientHandling } from '@quire/domain/errors/handling';
