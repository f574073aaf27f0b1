import { href } from '@ilm/shared/routes';

/**
 * The instance dashboard's URL for one instance. A file of its own: a lab's page links to its running
 * instance without loading the instance card, its countdown and their strings (ADR 0007, lever 11).
 */
export const instanceHref = (id: string) => `${href('instance-dashboard')}?id=${encodeURIComponent(id)}`;
