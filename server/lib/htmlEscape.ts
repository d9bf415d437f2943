import { escapeHtml } from '../../common/html.ts';

/** Text and attribute values, escaped for HTML: the one escape (common/html.ts), under the server pages' short name. */
export const esc = escapeHtml;
